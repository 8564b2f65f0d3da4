// The lint configuration (redocly.yaml) run by the real Redocly CLI on small documents: the
// typed-paths rule tells an integer `{id}` from a literal segment, and still reports templates
// that do overlap; the recommended rules the server's document must pass stay on.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { accepts } from './redocly-typed-paths.mjs';

const root = new URL('../..', import.meta.url).pathname;
const dir = mkdtempSync(join(tmpdir(), 'mv-redocly-test-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const ok = { 200: { description: 'OK' }, '4XX': { description: 'Refused' } };
const param = (name, schema) => ({ in: 'path', name, required: true, schema });
const operation = (parameters, extra = {}) => ({
  get: { operationId: `op${Math.random().toString(36).slice(2)}`, summary: 's', parameters, security: [{ bearer: [] }], responses: ok, ...extra },
});
const documentWith = (paths) => ({
  openapi: '3.1.0',
  info: { title: 't', version: '1', description: 'd', license: { name: 'UNLICENSED', identifier: 'LicenseRef-UNLICENSED' } },
  servers: [{ url: 'https://example.test' }],
  components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
  paths,
});

/** The rule ids Redocly reports for `doc`, with the repo's redocly.yaml. */
function lint(doc) {
  const file = join(dir, `${Math.random().toString(36).slice(2)}.json`);
  writeFileSync(file, JSON.stringify(doc));
  const env = { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' };
  const r = spawnSync(join(root, 'node_modules/.bin/redocly'), ['lint', '--config', join(root, 'redocly.yaml'), '--format=json', file], {
    cwd: root,
    env,
    encoding: 'utf8',
  });
  return JSON.parse(r.stdout).problems.map((p) => p.ruleId);
}

test('an integer or enum template does not match a literal it cannot be', () => {
  expect(accepts({ type: 'integer' }, 'offer')).toBe(false);
  expect(accepts({ type: 'integer' }, '42')).toBe(true);
  expect(accepts({ type: 'string', enum: ['submitted', 'approved'] }, 'my')).toBe(false);
  expect(accepts({ type: 'string' }, 'my')).toBe(true);
  expect(accepts({ type: 'string', pattern: '^[0-9]+$' }, 'my')).toBe(false);
});

test("the spec's paths with integer ids lint clean; the same paths with string ids are ambiguous", () => {
  const paths = (id) => ({
    '/service-provider/{id}/public-profile': operation([param('id', id)]),
    '/service-provider/offer/{id}': operation([param('id', id)]),
  });
  expect(lint(documentWith(paths({ type: 'integer', exclusiveMinimum: 0 })))).toEqual([]);
  expect(lint(documentWith(paths({ type: 'string' })))).toEqual(['typed-paths/no-ambiguous-paths']);
});

test('an operation without security, or without a 2xx answer, fails the lint', () => {
  const secured = operation([]);
  expect(lint(documentWith({ '/me': secured, '/health': operation([], { security: undefined }) }))).toEqual(['security-defined']);
  expect(lint(documentWith({ '/me': secured, '/health': operation([], { security: [] }) }))).toEqual([]);
  expect(lint(documentWith({ '/me': secured, '/file': operation([], { responses: { '4XX': { description: 'Refused' } } }) }))).toEqual([
    'operation-2xx-response',
  ]);
});
