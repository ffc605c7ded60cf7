// DATA_DIR/jwt-secret: the secret that signs every token when JWT_SECRET is not set, generated on
// the first start and read on every later one.
import { randomBytes } from 'node:crypto';
import { closeSync, fsyncSync, linkSync, mkdirSync, openSync, readFileSync, unlinkSync, writeSync } from 'node:fs';
import { join } from 'node:path';

/** As for JWT_SECRET: an HS256 key shorter than this can be brute-forced. */
export const MIN_JWT_SECRET_LENGTH = 32;

const CONSEQUENCE = 'this signs every user out and changes the API keys';

function checked(file: string, content: string): string {
  const secret = content.trim();
  if (secret === '') {
    throw new Error(
      `The JWT secret file ${file} is empty. Delete it to have a new one generated (${CONSEQUENCE}), ` +
        `or put a secret of at least ${MIN_JWT_SECRET_LENGTH} characters in it, or set JWT_SECRET.`,
    );
  }
  if (secret.length < MIN_JWT_SECRET_LENGTH) {
    throw new Error(
      `The JWT secret in ${file} is ${secret.length} characters long; it must be at least ${MIN_JWT_SECRET_LENGTH}. ` +
        `Replace it with a secret of at least ${MIN_JWT_SECRET_LENGTH} characters, or delete the file to have a new one ` +
        `generated (either way ${CONSEQUENCE}), or set JWT_SECRET.`,
    );
  }
  return secret;
}

function readIfPresent(file: string): string | undefined {
  try {
    return readFileSync(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

/** The secret kept in `dataDir`, generated there if there is none; refuses one too short to be safe. */
export function readOrCreateJwtSecret(dataDir: string): string {
  const file = join(dataDir, 'jwt-secret');
  const existing = readIfPresent(file);
  if (existing !== undefined) return checked(file, existing);

  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  // Written whole to a draft, then linked into place (fails if the file exists): of two first
  // starts, both end up with the same secret, and neither reads a half-written one.
  const draft = `${file}.${randomBytes(8).toString('hex')}.draft`;
  const fd = openSync(draft, 'wx', 0o600);
  try {
    writeSync(fd, `${secret}\n`);
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
  try {
    linkSync(draft, file);
    return secret;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    return checked(file, readFileSync(file, 'utf8'));
  } finally {
    unlinkSync(draft);
  }
}
