// The app preset (jsdom, jest-dom, CSS stub) lives in @shalom/shared/build.
module.exports = require('../shared/build/jest.app.cjs');
