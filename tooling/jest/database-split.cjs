// Which database each API test file runs on in `npm test` (API_TESTS_SPLIT=1, set by the root
// package.json), when a PostgreSQL server is configured too (TEST_DATABASE_URL).
//
// The tests that are about the database itself, its drivers or several processes on it (the
// folders and files of BOTH) run on both, PGlite then PostgreSQL. Every other file runs on one of
// the two, chosen by a hash of its path: about half on PGlite, half on PostgreSQL. Both are the
// same PostgreSQL engine; what differs is the driver under db/, which the BOTH files test on each,
// and the browser tests run the whole system on PGlite. The suite on PGlite alone took 268 s of
// the 2-core machine's wall time, on PostgreSQL 126 s (2026-11-29); `npm test` was over its 15
// minutes (issue 39).
//
// Without API_TESTS_SPLIT, or without TEST_DATABASE_URL (the PostgreSQL run then skips), every
// file runs on PGlite, and the PostgreSQL run (scripts/test-api-postgres.mjs) runs every file.
const { createHash } = require('node:crypto');
const fs = require('node:fs');
const path = require('node:path');

const SRC = path.join(__dirname, '../../api-server/src');
const BOTH = /^(db|ops|events|lists|search)\/|^http\/(two-processes|route-matrix|error-answers)\.test|^audit\/(audit-count-memo|record-versions)\.test/;

const split = () => process.env.API_TESTS_SPLIT === '1' && Boolean(process.env.TEST_DATABASE_URL);

/** 'both', 'pglite' or 'postgres' for a test file (path relative to api-server/src). */
function databaseOf(file) {
  if (BOTH.test(file)) return 'both';
  return createHash('sha1').update(file).digest()[0] % 2 === 0 ? 'pglite' : 'postgres';
}

function testFiles(dir = SRC, prefix = '') {
  // A checkout without the API (the scaffold's temporary copy) has none.
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const rel = `${prefix}${entry.name}`;
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : testFiles(path.join(dir, entry.name), `${rel}/`);
    return /\.test\.[cm]?[jt]s$/.test(entry.name) ? [rel] : [];
  });
}

const literal = (s) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** jest `testPathIgnorePatterns` for the API project on `database`: the files that run on the other one only. */
function ignoredOn(database) {
  if (!split()) return [];
  const other = database === 'pglite' ? 'postgres' : 'pglite';
  return testFiles()
    .filter((file) => databaseOf(file) === other)
    .map((file) => `/api-server/src/${literal(file)}$`);
}

module.exports = { databaseOf, ignoredOn, testFiles };
