#!/usr/bin/env node
// `npm start`: build the frontend (turbo cache), start the backend, write /config.json, serve the
// shell and every remote from their production builds, print `App: http://localhost:<port>`.
// `npm run dev` (--dev): the same with webpack dev servers (hot reload) instead of builds.
//
// Environment: APP_PORT (8080), API_PORT (54321), DATA_DIR (<repo>/.data),
// DONATION_URL / DONATION_BUSINESS / DONATION_ITEM_NAME (optional donation form target).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startBackend, stopping } from './lib/backend.mjs';
import { REMOTES, SHELL } from './lib/frontendApps.mjs';
import { assertPortFree, runToCompletion, startChild, stopAllChildren, waitForHttp } from './lib/processes.mjs';
import { donationFromEnv, writeRuntimeConfig } from './lib/runtimeConfig.mjs';
import { createStaticServer } from './lib/staticServer.mjs';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dev = process.argv.includes('--dev');
const appPort = Number(process.env.APP_PORT ?? 8080);
const apiPort = Number(process.env.API_PORT ?? 54321);
const dataDir = path.resolve(process.env.DATA_DIR ?? path.join(repo, '.data'));

// stdout carries exactly one line (the App URL); everything else is progress on stderr.
const log = (message) => process.stderr.write(`[start] ${message}\n`);

let server;
let shuttingDown = false;

async function shutdown(code) {
  if (shuttingDown) return;
  shuttingDown = true;
  stopping.value = true;
  log('stopping…');
  await Promise.all([
    stopAllChildren(),
    new Promise((resolve) => (server ? server.close(() => resolve()) : resolve())),
  ]);
  process.exit(code);
}

process.on('SIGINT', () => void shutdown(0));
process.on('SIGTERM', () => void shutdown(0));

async function buildFrontend() {
  const filters = [SHELL, ...REMOTES].flatMap((app) => ['--filter', app.pkg]);
  log('building the shell and the remotes (turbo reuses cached builds)…');
  await runToCompletion(
    'build',
    path.join(repo, 'node_modules/.bin/turbo'),
    ['run', 'build', ...filters, '--output-logs=errors-only', '--concurrency=2'],
    { cwd: repo },
  );
}

function listen(httpServer, port) {
  return new Promise((resolve, reject) => {
    httpServer.once('error', reject);
    httpServer.listen(port, () => resolve());
  });
}

async function startProduction() {
  const [, backend] = await Promise.all([buildFrontend(), startBackend({ repo, apiPort, dataDir, log })]);
  const configFile = path.join(dataDir, 'web/config.json');
  writeRuntimeConfig(configFile, {
    supabaseUrl: backend.url,
    supabaseAnonKey: backend.anonKey,
    remotes: Object.fromEntries(REMOTES.map((remote) => [remote.key, `/remotes/${remote.key}/mf-manifest.json`])),
    donation: donationFromEnv(),
  });
  server = createStaticServer({
    shellDir: path.join(repo, SHELL.dir, 'dist'),
    remotes: Object.fromEntries(REMOTES.map((remote) => [remote.key, path.join(repo, remote.key, 'dist')])),
    configFile,
  });
  await listen(server, appPort);
}

async function startDevelopment() {
  const backend = await startBackend({ repo, apiPort, dataDir, log });
  writeRuntimeConfig(path.join(repo, SHELL.dir, 'public/config.json'), {
    supabaseUrl: backend.url,
    supabaseAnonKey: backend.anonKey,
    remotes: Object.fromEntries(
      REMOTES.map((remote) => [remote.key, `http://localhost:${remote.devPort}/mf-manifest.json`]),
    ),
    donation: donationFromEnv(),
  });
  const servers = [
    { label: 'shell', pkg: SHELL.pkg, port: appPort },
    ...REMOTES.map((remote) => ({ label: remote.key, pkg: remote.pkg, port: remote.devPort })),
  ];
  log('starting webpack dev servers (first compile takes a while)…');
  const started = servers.map((app) => ({
    app,
    child: startChild(app.label, 'npm', ['run', 'dev', '-w', app.pkg, '--silent'], {
      cwd: repo,
      env: { DEV_PORT: String(app.port) },
    }),
  }));
  await Promise.all(
    started.map(({ app, child }) =>
      waitForHttp(`http://localhost:${app.port}/`, { child, label: app.label, timeoutMs: 600_000 }),
    ),
  );
}

try {
  await assertPortFree(appPort, 'App');
  await (dev ? startDevelopment() : startProduction());
  process.stdout.write(`App: http://localhost:${appPort}\n`);
} catch (error) {
  log(`failed: ${error instanceof Error ? error.message : String(error)}`);
  await shutdown(1);
}
