// `npm run test:in-process -w backend`: the in-process lane (jest.lanes.cjs) — suites that only call
// code in their own process; `npm test` runs it beside the server lane.
module.exports = () => require('./jest.lanes.cjs').laneConfig('inProcess');
