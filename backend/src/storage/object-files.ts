// Object bytes on disk: `<dataDir>/storage/<bucket>/<name>/<version>`. Every upload writes a new
// version file (temp file, then rename: never a half-written object), the row in storage.objects
// names the current version, and files no row names are removed once the row change has
// committed. Readers streaming an older version keep their open file until they finish.
import { randomUUID } from 'node:crypto';
import { type FileHandle, copyFile, mkdir, open, readdir, rename, rmdir, unlink } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { storageErrors } from './errors';
import { assertVersionId, objectDirectory } from './paths';

const VERSION_FILE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export class ObjectFiles {
  readonly root: string;
  readonly tempDirectory: string;
  private readonly locks = new Map<string, Promise<void>>();

  constructor(dataDir: string) {
    this.root = resolve(dataDir, 'storage');
    // Beside, not inside, the storage root: any name inside it could be a bucket id.
    this.tempDirectory = resolve(dataDir, 'storage-tmp');
  }

  newVersion(): string {
    return randomUUID();
  }

  pathOf(bucket: string, name: string, version: string): string {
    return join(objectDirectory(this.root, bucket, name), assertVersionId(version));
  }

  /** Moves a received temp file into place as `version` of the object. */
  async place(tempPath: string, bucket: string, name: string, version: string): Promise<void> {
    const target = this.pathOf(bucket, name, version);
    try {
      await mkdir(dirname(target), { recursive: true });
    } catch (error) {
      // A path component is an existing version file (a key like "a/<version id of a>").
      const code = (error as NodeJS.ErrnoException).code;
      if (code === 'EEXIST' || code === 'ENOTDIR') throw storageErrors.invalidKey(name);
      throw error;
    }
    await rename(tempPath, target);
  }

  /** A copy of a version's bytes in the temp folder, ready to be placed (move, copy). */
  async copyToTemp(bucket: string, name: string, version: string): Promise<string> {
    await mkdir(this.tempDirectory, { recursive: true });
    const tempPath = join(this.tempDirectory, `copy-${randomUUID()}`);
    try {
      await copyFile(this.pathOf(bucket, name, version), tempPath);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') throw storageErrors.noSuchKey();
      throw error;
    }
    return tempPath;
  }

  /** Opens a version for reading, or undefined when its bytes are missing. */
  async open(bucket: string, name: string, version: string): Promise<{ file: FileHandle; size: number } | undefined> {
    let file: FileHandle;
    try {
      file = await open(this.pathOf(bucket, name, version), 'r');
    } catch {
      return undefined;
    }
    return { file, size: (await file.stat()).size };
  }

  /**
   * Deletes every version file of the object except `keep` (none when the row is gone), then any
   * directories left empty up to the bucket. Sub-keys ("folders") inside the directory are untouched.
   */
  async prune(bucket: string, name: string, keep: string | undefined): Promise<void> {
    const directory = objectDirectory(this.root, bucket, name);
    let entries: import('node:fs').Dirent[];
    try {
      entries = await readdir(directory, { withFileTypes: true });
    } catch {
      return;
    }
    await Promise.all(
      entries
        .filter((entry) => entry.isFile() && VERSION_FILE.test(entry.name) && entry.name !== keep)
        .map((entry) => unlink(join(directory, entry.name)).catch(() => undefined)),
    );
    const bucketDirectory = join(this.root, bucket);
    for (let current = directory; current.startsWith(bucketDirectory + '/'); current = dirname(current)) {
      try {
        await rmdir(current); // fails when not empty: then the parents are not empty either
      } catch {
        return;
      }
    }
  }

  /** Runs fn while no other write of the same object runs in this process. */
  async withObjectLock<T>(bucket: string, name: string, fn: () => Promise<T>): Promise<T> {
    const key = `${bucket}\u0000${name}`;
    const previous = this.locks.get(key) ?? Promise.resolve();
    let release!: () => void;
    const current = new Promise<void>((resolve) => {
      release = resolve;
    });
    const chained = previous.then(() => current);
    this.locks.set(key, chained);
    await previous;
    try {
      return await fn();
    } finally {
      release();
      if (this.locks.get(key) === chained) this.locks.delete(key);
    }
  }
}
