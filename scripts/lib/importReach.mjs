// Which test files can see a given piece of text (an environment variable's name) through what they
// import: `npm test`'s PostgreSQL lane (backend/jest.postgres.config.cjs) runs only the suites that
// read TEST_DATABASE_URL themselves or through a local module they import, because that variable is
// all the lane changes — any other suite runs exactly as it did in step 1.
//
// Imports are read by TypeScript's own pre-processor and resolved by its module resolver with the
// workspace's tsconfig, not by a regular expression: jest's --findRelatedTests extracts them with
// one, and a `/*` inside a `//` comment (a path glob in prose) hid every import after it.
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/** Compiler options of `tsconfigFile` (extends followed), for resolving imports as tsc does. */
export function compilerOptionsOf(tsconfigFile) {
  const { config, error } = ts.readConfigFile(tsconfigFile, ts.sys.readFile);
  if (error) throw new Error(ts.flattenDiagnosticMessageText(error.messageText, '\n'));
  return ts.parseJsonConfigFileContent(config, ts.sys, path.dirname(tsconfigFile)).options;
}

/** Every file under `dirs` whose name matches `pattern`, skipping node_modules. */
export function filesUnder(dirs, pattern) {
  const found = [];
  const walk = (dir) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      if (entry.name === 'node_modules') continue;
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (pattern.test(entry.name)) found.push(full);
    }
  };
  for (const dir of dirs) if (fs.existsSync(dir)) walk(dir);
  return found.sort();
}

/**
 * The files of `entries` that contain `needle`, or import (directly or through other files of the
 * project, never through node_modules) a file that does. `notReads` lists files whose mention of
 * the needle is known not to be a read; they count as not containing it (their imports still do).
 */
export function entriesReaching(entries, needle, { compilerOptions, notReads = [] }) {
  const skip = new Set(notReads.map((file) => path.resolve(file)));
  const cache = ts.createModuleResolutionCache(process.cwd(), (name) => name, compilerOptions);
  /** Whether `file` mentions the needle, and the project files it imports. */
  const read = (file) => {
    const text = fs.readFileSync(file, 'utf8');
    const imports = [];
    for (const { fileName } of ts.preProcessFile(text, true, true).importedFiles) {
      const module = ts.resolveModuleName(fileName, file, compilerOptions, ts.sys, cache).resolvedModule;
      if (module && !module.isExternalLibraryImport) imports.push(path.resolve(module.resolvedFileName));
    }
    return { mentions: !skip.has(file) && text.includes(needle), imports };
  };
  // Every file the entries import, directly or not; then the needle spreads back along each import.
  const importers = new Map();
  const pending = entries.map((file) => path.resolve(file));
  const seen = new Set(pending);
  const reaching = new Set();
  while (pending.length > 0) {
    const file = pending.pop();
    const { mentions, imports } = read(file);
    if (mentions) reaching.add(file);
    for (const imported of imports) {
      if (!importers.has(imported)) importers.set(imported, []);
      importers.get(imported).push(file);
      if (!seen.has(imported)) {
        seen.add(imported);
        pending.push(imported);
      }
    }
  }
  const spread = [...reaching];
  while (spread.length > 0) {
    for (const importer of importers.get(spread.pop()) ?? []) {
      if (!reaching.has(importer)) {
        reaching.add(importer);
        spread.push(importer);
      }
    }
  }
  return entries.map((file) => path.resolve(file)).filter((file) => reaching.has(file));
}
