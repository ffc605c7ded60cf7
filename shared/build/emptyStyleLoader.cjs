// The prerender bundle runs in Node: stylesheets are the browser build's business.
module.exports = function emptyStyleLoader() {
  return 'export {};';
};
