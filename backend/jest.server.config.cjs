// `npm run test -w backend`: the server lane (jest.lanes.cjs) — suites that start the database
// engine or a process, one at a time.
module.exports = () => require('./jest.lanes.cjs').laneConfig('server');
