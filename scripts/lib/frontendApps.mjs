// The frontend apps the start script builds and serves, with their standalone dev ports.
export const SHELL = { dir: 'shell', pkg: '@shalom/shell' };

export const REMOTES = [
  { key: 'mf-auth-onboarding', pkg: '@shalom/mf-auth-onboarding', devPort: 3001 },
  { key: 'mf-relationships', pkg: '@shalom/mf-relationships', devPort: 3002 },
  { key: 'mf-ai-guidance', pkg: '@shalom/mf-ai-guidance', devPort: 3003 },
  { key: 'mf-messages', pkg: '@shalom/mf-messages', devPort: 3004 },
  { key: 'mf-admin', pkg: '@shalom/mf-admin', devPort: 3005 },
];
