// Jest stand-in for CSS imports (webpack handles them in builds).
module.exports = {};
