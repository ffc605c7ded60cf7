/** @type {import('jest').Config} */
module.exports = {
  ...require('./build/jest.app.cjs'),
  roots: ['<rootDir>/src', '<rootDir>/build'],
};
