/** @type {import('jest').Config} */
module.exports = {
  ...require('../jest.preset.cjs'),
  testEnvironment: 'jsdom',
  roots: ['<rootDir>/src', '<rootDir>/build'],
};
