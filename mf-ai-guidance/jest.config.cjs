/** @type {import('jest').Config} */
module.exports = {
  ...require('../jest.preset.cjs'),
  testEnvironment: 'jsdom',
  roots: ['<rootDir>/src'],
  setupFilesAfterEnv: ['<rootDir>/jest.setup.ts'],
  moduleNameMapper: { '\\.css$': '<rootDir>/jest.css-stub.cjs' },
};
