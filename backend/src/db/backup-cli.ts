// `npm run db:dump -w backend --silent > backup.sql` and `npm run db:restore -w backend -- backup.sql`.
// The data folder is DATA_DIR (relative to where npm was run), else the repository's .data, the one
// `npm start` uses. See "Backups" in backend/README.md.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { dumpEmbeddedDatabase, restoreEmbeddedDatabase } from './backup';

async function main(): Promise<void> {
  const [command, file] = process.argv.slice(2);
  // npm runs workspace scripts in backend/; INIT_CWD is where it was started.
  const fromEnv = process.env.DATA_DIR?.trim();
  const dataDir = fromEnv ? resolve(process.env.INIT_CWD ?? process.cwd(), fromEnv) : resolve(__dirname, '..', '..', '..', '.data');
  if (command === 'dump') {
    process.stdout.write(await dumpEmbeddedDatabase(dataDir));
  } else if (command === 'restore' && file) {
    await restoreEmbeddedDatabase(readFileSync(resolve(process.env.INIT_CWD ?? process.cwd(), file), 'utf8'), dataDir);
    console.error(`Restored ${file} into ${dataDir}/pgdata. Put the data folder's jwt-secret (and storage/) back before starting.`);
  } else {
    console.error('usage: backup-cli dump > backup.sql | backup-cli restore backup.sql   (DATA_DIR selects the data folder)');
    process.exitCode = 2;
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
