import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

const defaultSrcDir = path.resolve(__dirname, '..');

/**
 * Where the seed's import graph starts: the seed, the migration runner and the migrations it
 * reads from disk (not imported, so not found by following imports).
 */
const seedRoots = ['seed/seed.ts', 'db/migrate.ts', 'db/migrations'];

// Static imports and re-exports, whole statements (they span lines). `import type` and
// `export type` are skipped: types never change what the seed writes. Dynamic `import()` and
// `require()` are not followed on purpose: domain descriptors load their routes and matrix rows
// that way, which keeps route code out of the key.
const staticImport = /(?:^|\n)\s*(?:import|export)\s+(?!type\s)(?:[^;'"]*?\sfrom\s*)?['"]([^'"]+)['"]/g;

const filesUnder = (p: string): string[] =>
  fs.statSync(p).isDirectory()
    ? fs
        .readdirSync(p)
        .sort()
        .flatMap((f) => filesUnder(path.join(p, f)))
    : [p];

/** The file a relative import names: as written (JSON, SQL), with `.ts`, or its `index.ts`. */
function resolveImport(from: string, specifier: string): string {
  const base = path.resolve(path.dirname(from), specifier);
  const found = [base, `${base}.ts`, path.join(base, 'index.ts')].find((p) => fs.existsSync(p) && fs.statSync(p).isFile());
  if (!found) throw new Error(`seed sources: cannot resolve '${specifier}' imported by ${from}`);
  return found;
}

/**
 * The files (relative to `srcDir`, sorted) that decide what a migrated and seeded database
 * holds: the seed roots, the `extra` roots (paths under src: what a caller's plan comes from)
 * and every file they import, transitively, through relative imports. Packages are not
 * followed (a runtime value the seed takes from shared-api's contract, such as JOB_STATUSES,
 * is not in the key): following the contract would rebuild the cached databases on every
 * contract edit.
 */
export function seedSources(extra: readonly string[] = [], srcDir = defaultSrcDir): string[] {
  const seen = new Set<string>();
  const visit = (file: string): void => {
    if (seen.has(file)) return;
    seen.add(file);
    if (!file.endsWith('.ts')) return;
    for (const [, specifier] of fs.readFileSync(file, 'utf8').matchAll(staticImport)) {
      if (specifier!.startsWith('.')) visit(resolveImport(file, specifier!));
    }
  };
  for (const root of [...seedRoots, ...extra]) filesUnder(path.join(srcDir, root)).forEach(visit);
  return [...seen].map((file) => path.relative(srcDir, file)).sort();
}

/**
 * A short hash of the files of `seedSources(extra)`, names and contents: it changes whenever
 * one does, so a database cached under this key is never stale. Used by the test database
 * template (testing/test-db.ts) and the benchmark's seeded databases (bench/).
 */
export function seedSourceKey(extra: readonly string[] = [], srcDir = defaultSrcDir): string {
  const hash = createHash('sha256');
  for (const file of seedSources(extra, srcDir)) {
    // Paths relative to src: two checkouts of the same sources share their cached databases.
    hash.update(file).update(fs.readFileSync(path.join(srcDir, file)));
  }
  return hash.digest('hex').slice(0, 16);
}
