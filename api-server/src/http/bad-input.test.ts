import type { LightMyRequestResponse } from 'fastify';
import { z } from 'zod';
import { errorBodySchema, toFastifyPath } from '../contract';
import { type BadInput, badInputs, type JsonSchema, type Operation, operationsOf, schemaParts } from '../testing/bad-inputs';
import { startTestApp, type TestApp } from '../testing/test-app';

/**
 * Bad input on every served operation, derived from the OpenAPI document: nothing answers 5xx,
 * every refusal is the fail envelope, nothing the contract should have refused reaches the
 * database, and out-of-range numbers and control characters are refused naming their field.
 */
let t: TestApp;
let operations: Operation[];

beforeAll(async () => {
  // Login rate limits are not under test: the fuzzed sign-ins would otherwise block the test's own.
  t = await startTestApp({ config: { login: { maxFailuresPerAccount: 1_000_000, maxFailuresPerIp: 1_000_000, windowSeconds: 900 } } });
  operations = operationsOf((await t.app.inject({ method: 'GET', url: '/api/docs/openapi.json' })).json());
});
afterAll(() => t.close());

test('every served API route is an operation of the OpenAPI document, so the fuzzing below reaches it', () => {
  const documented = new Set(operations.map((op) => `${op.method} ${toFastifyPath(op.path)}`));
  const served = t.app.routeCatalog.filter((r) => r.url.startsWith('/api/v1/')).map((r) => `${r.method} ${r.url}`);
  expect(served.filter((route) => !documented.has(route))).toEqual([]);
  expect(operations.length).toBeGreaterThanOrEqual(served.length);
});

test('every number a request can carry has a maximum that fits an integer column (2147483647)', () => {
  const unbounded: string[] = [];
  const check = (op: Operation, where: string, schema: JsonSchema | undefined) => {
    for (const [at, part] of schema ? schemaParts(schema) : []) {
      const numeric = [part.type].flat().some((type) => type === 'integer' || type === 'number');
      const max = part.maximum ?? part.exclusiveMaximum;
      if (numeric && (max === undefined || max > 2147483647)) unbounded.push(`${op.id} ${[where, ...at].join('.')} (maximum ${max})`);
    }
  };
  for (const op of operations) {
    for (const p of op.pathParams) check(op, `path ${p.name}`, p.schema);
    for (const p of op.queryParams) check(op, `query ${p.name}`, p.schema);
    check(op, 'body', op.body);
    check(op, 'form', op.multipart);
  }
  expect(unbounded).toEqual([]);
});

const strictErrorBody = z.strictObject(errorBodySchema.shape);
const successBody = z.object({ status: z.literal('success'), timestamp: z.string(), data: z.unknown() });
const startsWith = (path: Array<string | number>, prefix: Array<string | number>) => prefix.every((p, i) => String(path[i]) === String(p));
const shown = (res: LightMyRequestResponse) => `${res.statusCode} ${res.body.slice(0, 300)}`;

/** What is wrong with the answer to a bad input, or undefined when it is a proper refusal. */
function judge(res: LightMyRequestResponse, input: BadInput): string | undefined {
  if (res.statusCode >= 500) return shown(res);
  const json = String(res.headers['content-type'] ?? '').startsWith('application/json');
  let body: unknown;
  try {
    body = json ? res.json() : undefined;
  } catch {
    return `unreadable JSON: ${shown(res)}`;
  }
  if (res.statusCode < 400) return json && !successBody.safeParse(body).success ? `breaks the success envelope: ${shown(res)}` : undefined;
  const failure = strictErrorBody.safeParse(body);
  if (!failure.success) return `breaks the error envelope: ${shown(res)}`;
  if (failure.data.title === 'Invalid value') return `reached the database instead of being refused by the contract: ${shown(res)}`;
  if (!input.refusedAt) return undefined;
  const named = (failure.data.result?.issues ?? []).some((issue) => startsWith(issue.path, input.refusedAt!));
  return res.statusCode === 400 && named ? undefined : `expected a 400 naming ${input.refusedAt.join('.') || 'a field'}: ${shown(res)}`;
}

test('bad input on every operation: no 5xx, the fail envelope, refused by the contract and naming the field', async () => {
  const problems: string[] = [];
  let sent = 0;
  for (const op of operations) {
    // A fresh session per operation: a call may end it (sign-out) or change its user.
    const session = op.role ? await t.login(op.role) : undefined;
    for (const input of badInputs(op)) {
      // The live stream does not end: its answer is judged by its status and headers, then closed.
      const stream = op.id === 'streamEvents';
      const res = await t.request(
        { method: op.method, url: input.url, payload: input.payload, headers: input.headers, ...(stream ? { payloadAsStream: true } : {}) },
        session,
      );
      if (stream && res.statusCode < 400) res.stream().destroy();
      sent += 1;
      const problem = judge(res, input);
      if (problem) problems.push(`${op.id} ${op.method} ${op.path} | ${input.label} | ${problem}`);
    }
  }
  expect(problems).toEqual([]);
  expect(sent).toBeGreaterThan(operations.length * 20);
});
