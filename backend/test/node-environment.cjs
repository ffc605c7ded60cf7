// Jest's node environment plus one seam: Node's own `require`, outside jest's module sandbox.
// src/db/pglite.ts loads PGlite through it: inside the sandbox PGlite's dynamic import()s of Node
// built-ins fail and its WASM Postgres starts several times slower.
const { TestEnvironment } = require('jest-environment-node');

class BackendTestEnvironment extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    this.global.__nativeRequire__ = require;
  }
}

module.exports = BackendTestEnvironment;
