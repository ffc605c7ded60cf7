// The frontend apps the start script builds and serves, with their standalone dev ports.
export const SHELL = { dir: 'shell', pkg: '@shalom/shell' };

export const REMOTES = [
  { key: 'mf-auth-onboarding', pkg: '@shalom/mf-auth-onboarding', devPort: 3001 },
  { key: 'mf-relationships', pkg: '@shalom/mf-relationships', devPort: 3002 },
  { key: 'mf-ai-guidance', pkg: '@shalom/mf-ai-guidance', devPort: 3003 },
  { key: 'mf-messages', pkg: '@shalom/mf-messages', devPort: 3004 },
  { key: 'mf-admin', pkg: '@shalom/mf-admin', devPort: 3005 },
];

/**
 * turbo's arguments for the production build of the shell and every remote, the build `npm start`
 * serves (its dependencies come along through turbo's ^build).
 */
export function frontendBuildArgs() {
  const filters = [SHELL, ...REMOTES].flatMap((app) => ['--filter', app.pkg]);
  return ['run', 'build', ...filters, '--output-logs=errors-only', '--concurrency=2'];
}
