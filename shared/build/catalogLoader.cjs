// Webpack loader for message catalogs (src/**/i18n/<locale>.json): compiles every ICU message with
// Lingui's compiler at build time, because production builds of @lingui/core carry no compiler.
// A message that is not valid ICU MessageFormat fails the build and names its id.
const { compileMessageOrThrow } = require('@lingui/message-utils/compileMessage');

/** @this {import('webpack').LoaderContext<unknown>} */
module.exports = function catalogLoader(source) {
  const catalog = JSON.parse(source);
  const compiled = {};
  for (const [id, message] of Object.entries(catalog)) {
    if (typeof message !== 'string') throw new Error(`${this.resourcePath}: "${id}" is not a string`);
    try {
      compiled[id] = compileMessageOrThrow(message);
    } catch (error) {
      throw new Error(`${this.resourcePath}: "${id}" is not valid ICU MessageFormat: ${error.message}`);
    }
  }
  return `export default JSON.parse(${JSON.stringify(JSON.stringify(compiled))});`;
};
