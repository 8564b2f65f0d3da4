import { z } from 'zod';
import { type CallDef, calls } from '../contract';
import { multipartForm } from '../tickets/test-form';

/**
 * Bad requests derived from the OpenAPI document (and, for multipart uploads, which the document
 * does not describe, from the contract's zod body): for every operation, each path parameter,
 * query parameter and body field gets wrong types, out-of-range numbers, huge strings and control
 * characters, one mutation at a time on an otherwise plausible request; then malformed JSON,
 * unknown keys and wrong content types. A new route is covered as soon as it is served.
 */

/** The JSON Schema subset the contract produces. */
export interface JsonSchema {
  type?: string | string[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  format?: string;
  pattern?: string;
  default?: unknown;
}

interface Param {
  name: string;
  required: boolean;
  schema: JsonSchema;
}

export type Role = 'admin' | 'customer' | 'provider';

export interface Operation {
  /** The contract name (operationId), e.g. `updateAtoll`. */
  id: string;
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** OpenAPI notation: `/api/v1/atoll/update/{atoll_id}`. */
  path: string;
  /** Who to sign in as: a role the call admits (the admin where it can), none for public calls. */
  role: Role | null;
  pathParams: Param[];
  queryParams: Param[];
  /** application/json body. */
  body?: JsonSchema;
  /** multipart/form-data text fields (the contract's body of a multipart call). */
  multipart?: JsonSchema;
}

export interface BadInput {
  /** What is wrong, for the failure report. */
  label: string;
  /** When set, the contract must refuse the request with a 400 whose issues name this field. */
  refusedAt?: Array<string | number>;
  url: string;
  payload?: string | Buffer;
  headers?: Record<string, string>;
}

type OpenApiDoc = {
  paths: Record<
    string,
    Record<
      string,
      {
        operationId?: string;
        parameters?: Array<{ in: string; name: string; required?: boolean; schema: JsonSchema }>;
        requestBody?: { content: Record<string, { schema: JsonSchema }> };
      }
    >
  >;
};

const roleOf = (def: CallDef | undefined): Role | null => {
  if (!def || def.roles === 'public') return null;
  if (def.roles === 'authenticated' || def.roles.includes('ADMIN')) return 'admin';
  return def.roles.includes('CUSTOMER') ? 'customer' : 'provider';
};

/** Every operation of the served OpenAPI document. */
export function operationsOf(doc: OpenApiDoc): Operation[] {
  const defs = calls as Record<string, CallDef>;
  return Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, op]) => {
      const id = op.operationId ?? `${method} ${path}`;
      const def = defs[id];
      const params = (where: string) =>
        (op.parameters ?? []).filter((p) => p.in === where).map((p) => ({ name: p.name, required: Boolean(p.required), schema: p.schema }));
      const multipart = def?.multipart && def.body ? (z.toJSONSchema(def.body, { io: 'input', unrepresentable: 'any' }) as JsonSchema) : undefined;
      return {
        id,
        method: method.toUpperCase() as Operation['method'],
        path,
        role: roleOf(def),
        pathParams: params('path'),
        queryParams: params('query'),
        body: op.requestBody?.content['application/json']?.schema,
        multipart,
      };
    }),
  );
}

/** Every schema a request schema is made of (variants, items, properties), with its place. */
export function* schemaParts(schema: JsonSchema, at: Array<string | number> = []): Generator<[Array<string | number>, JsonSchema]> {
  yield [at, schema];
  for (const variant of [...(schema.anyOf ?? []), ...(schema.oneOf ?? [])]) yield* schemaParts(variant, at);
  if (schema.items) yield* schemaParts(schema.items, [...at, 0]);
  for (const [key, property] of Object.entries(schema.properties ?? {})) yield* schemaParts(property, [...at, key]);
}

const variants = (s: JsonSchema): JsonSchema[] => [...(s.anyOf ?? []), ...(s.oneOf ?? [])].filter((v) => v.type !== 'null');
const numericParts = (s: JsonSchema): JsonSchema[] => [s, ...variants(s)].filter((p) => [p.type].flat().some((t) => t === 'integer' || t === 'number'));
const isNumeric = (s: JsonSchema) => numericParts(s).length > 0;
/** The largest number a (possibly union) schema admits; undefined when a numeric part has no bound. */
const maximumOf = (s: JsonSchema): number | undefined => {
  const limits = numericParts(s).map((p) => p.maximum ?? p.exclusiveMaximum);
  return limits.length && limits.every((m) => m !== undefined) ? Math.max(...(limits as number[])) : undefined;
};
const maxLengthOf = (s: JsonSchema): number | undefined =>
  s.maxLength ??
  variants(s)
    .map(maxLengthOf)
    .find((m) => m !== undefined);

/** Strings tried against a `pattern` until one matches (phones, dates, codes). */
const patternSamples = ['+9607771234', '7771234', 'fuzz@example.com', '2026-01-15', '2026-01-15T10:00:00Z', 'ABC1', 'abc'];

/** A plausible value: the smallest allowed number, the first enum value, text of the minimum length. */
export function sample(s: JsonSchema): unknown {
  if (s.default !== undefined) return s.default;
  if (s.const !== undefined) return s.const;
  if (s.enum?.length) return s.enum[0];
  const first = variants(s)[0];
  if (!s.type && first) return sample(first);
  const type = [s.type].flat()[0];
  switch (type) {
    case 'integer':
    case 'number':
      return s.exclusiveMinimum !== undefined ? Math.floor(s.exclusiveMinimum) + 1 : Math.max(s.minimum ?? 1, 1);
    case 'boolean':
      return true;
    case 'array':
      return s.minItems && s.items ? Array.from({ length: s.minItems }, () => sample(s.items!)) : [];
    case 'object':
      return Object.fromEntries(
        Object.entries(s.properties ?? {})
          .filter(([key]) => key !== 'file')
          .map(([key, p]) => [key, sample(p)]),
      );
    case 'string': {
      if (s.format === 'email') return 'fuzz@example.com';
      if (s.format === 'date') return '2026-01-15';
      if (s.format === 'date-time') return '2026-01-15T10:00:00Z';
      if (s.pattern) {
        const re = new RegExp(s.pattern);
        const match = patternSamples.find((v) => re.test(v));
        if (match) return match;
      }
      return 'Fuzz text'.padEnd(s.minLength ?? 0, 'x').slice(0, s.maxLength ?? 100);
    }
    default:
      return 'fuzz';
  }
}

interface Mutation {
  label: string;
  value: unknown;
  /** The contract must refuse this value with an issue on the field. */
  refused?: boolean;
}

/**
 * Sampling instead of the full product: each field always gets NUL, the int4 edge and (numbers)
 * the observed 99999999999, plus one value of each other kind picked in turn, so a run stays near
 * 3,000 requests while every kind recurs across fields and operations.
 */
type Picker = <T>(list: readonly T[]) => T;
const picker = (seed: string): Picker => {
  let n = [...seed].reduce((h, c) => (h * 31 + c.charCodeAt(0)) % 9973, 7);
  return (list) => list[(n += 1) % list.length];
};

const nul: Mutation = { label: 'NUL', value: 'a\u0000b', refused: true };
const otherControls: Mutation[] = [
  { label: 'escape sequence', value: '\u001b[31mred', refused: true },
  { label: 'DEL', value: 'x\u007f', refused: true },
  { label: 'C1 control', value: 'next\u0085line', refused: true },
  { label: 'bell', value: '\u0007', refused: true },
];
const oddText: Mutation[] = [
  { label: 'not a number', value: 'abc' },
  { label: 'id list with a huge id', value: '1,99999999999' },
  { label: 'empty text', value: '' },
  { label: 'lone surrogate', value: 'a\ud800b' },
  { label: 'SQL and LIKE characters', value: "%_\\' or '1'='1" },
  { label: 'tab, newline and return', value: 'line one\n\tline two\r\n' },
  { label: 'year zero', value: '0000-01-01' },
  { label: 'far future date', value: '99999-12-31' },
  { label: 'emoji and right-to-left text', value: '\u{1F4A5} \u0783\u07A6' },
];

type Where = 'path' | 'query' | 'body' | 'form field';

/** Values for one field: JSON values in a body, text elsewhere. */
function mutations(s: JsonSchema, where: Where, pick: Picker): Mutation[] {
  const asText = where !== 'body';
  const numeric = isNumeric(s);
  const max = maximumOf(s);
  const number = (n: number): Mutation => ({ label: `number ${n}`, value: asText ? String(n) : n, refused: numeric && max !== undefined && n > max });
  const maxLength = maxLengthOf(s);
  const out: Mutation[] = [
    nul,
    pick(otherControls),
    number(2_147_483_648),
    ...(numeric ? [number(99_999_999_999), ...(max !== undefined && max < 2_147_483_647 ? [number(max + 1)] : [])] : []),
    pick([number(-1), number(1.5), number(1e308), number(0)]),
    pick(oddText),
    maxLength !== undefined
      ? { label: `text over ${maxLength}`, value: 'y'.repeat(maxLength + 1), refused: where !== 'path' }
      : { label: 'huge text', value: 'x'.repeat(asText ? 3000 : 60_000) },
  ];
  // A list parameter (`a,b` or repeated, like jobIdList) always gets an id past int4 inside the list.
  if (asText && [s, ...variants(s)].some((v) => v.type === 'array')) out.push({ label: 'list with a huge id', value: '1,99999999999' });
  if (!asText) {
    out.push(
      pick<Mutation>([
        { label: 'null', value: null },
        { label: 'boolean', value: true },
        { label: 'object', value: { nested: 'a\u0000' } },
        { label: 'long array', value: Array.from({ length: 5000 }, (_, i) => i + 1) },
      ]),
    );
    if (s.type === 'array') {
      out.push(
        { label: 'array of huge ids', value: [1, 99_999_999_999], refused: isNumeric(s.items ?? {}) },
        { label: 'array of NUL text', value: ['a\u0000'], refused: true },
      );
    }
  }
  return out;
}

const encodePath = (path: string, values: Record<string, string>) => path.replace(/\{(\w+)\}/g, (_, name: string) => values[name] ?? '1');
const queryString = (pairs: Array<[string, string]>) => (pairs.length ? `?${pairs.map(([k, v]) => `${encodeURIComponent(k)}=${v}`).join('&')}` : '');
const enc = (v: unknown) => encodeURIComponent(String(v));
/** encodeURIComponent refuses lone surrogates; send their (invalid) UTF-8 bytes instead. */
const encLoose = (v: unknown) => {
  try {
    return enc(v);
  } catch {
    return String(v)
      .replace(/[\ud800-\udfff]/g, '%ED%A0%80')
      .replace(/[^%\w.-]/g, (c) => encodeURIComponent(c));
  }
};

/**
 * A path value that passes the contract: the largest id, which names nothing (so no fuzzed call
 * changes a seeded record), or the first enum value. Uploads check their path's record before
 * reading the form, so theirs is 1, or no form field would ever be validated.
 */
const basePathValue = (s: JsonSchema, op: Operation) => (isNumeric(s) ? (op.multipart ? '1' : '2147483647') : enc(sample(s)));

/** The bad requests of one operation. */
export function badInputs(op: Operation): BadInput[] {
  const pathValues = Object.fromEntries(op.pathParams.map((p) => [p.name, basePathValue(p.schema, op)]));
  const baseQuery: Array<[string, string]> = op.queryParams.filter((p) => p.required).map((p) => [p.name, enc(sample(p.schema))]);
  const baseBody = op.body ? sample(op.body) : undefined;
  const baseFields = op.multipart ? (sample(op.multipart) as Record<string, unknown>) : undefined;
  const url = (path = pathValues, query = baseQuery) => `${encodePath(op.path, path)}${queryString(query)}`;
  const json = (value: unknown) => ({ payload: typeof value === 'string' ? value : JSON.stringify(value), headers: { 'content-type': 'application/json' } });
  const form = (fields: Record<string, unknown>) =>
    multipartForm(
      Object.entries(fields).flatMap(([name, value]) =>
        value === undefined ? [] : [{ name, value: typeof value === 'string' ? value : JSON.stringify(value) }],
      ),
    );
  const withBase = (): Pick<BadInput, 'payload' | 'headers'> => (baseBody !== undefined ? json(baseBody) : baseFields ? form(baseFields) : {});
  const cases: BadInput[] = [];
  const pick = picker(op.id);

  for (const p of op.pathParams) {
    for (const m of mutations(p.schema, 'path', pick)) {
      cases.push({
        label: `path ${p.name}: ${m.label}`,
        refusedAt: m.refused ? [p.name] : undefined,
        url: url({ ...pathValues, [p.name]: encLoose(m.value) }),
        ...withBase(),
      });
    }
    const raw = pick(['%', '%E0%A4%A', '%ZZ', '..%2F..%2Fetc', '9'.repeat(300)]);
    cases.push({ label: `path ${p.name}: raw ${raw.slice(0, 20)}`, url: url({ ...pathValues, [p.name]: raw }), ...withBase() });
  }

  for (const p of op.queryParams) {
    const others = baseQuery.filter(([name]) => name !== p.name);
    for (const m of mutations(p.schema, 'query', pick)) {
      cases.push({
        label: `query ${p.name}: ${m.label}`,
        refusedAt: m.refused ? [p.name] : undefined,
        url: url(pathValues, [...others, [p.name, encLoose(m.value)]]),
        ...withBase(),
      });
    }
    const raw = pick(['%', '%FF', '%ED%A0%80', '%00%00']);
    cases.push({
      label: `query ${p.name}: raw ${raw}`,
      refusedAt: raw === '%00%00' ? [p.name] : undefined,
      url: url(pathValues, [...others, [p.name, raw]]),
      ...withBase(),
    });
    cases.push({ label: `query ${p.name}: repeated`, url: url(pathValues, [...others, [p.name, '1'], [p.name, '2']]), ...withBase() });
  }
  cases.push({ label: 'query: unknown key', url: url(pathValues, [...baseQuery, ['zzz_unknown', 'a%00']]), ...withBase() });

  if (op.body) cases.push(...bodyCases(op.body, baseBody, pick, (value) => ({ url: url(), ...json(value) })));
  if (op.multipart && baseFields) {
    for (const [name, property] of Object.entries(op.multipart.properties ?? {})) {
      if (name === 'file') continue;
      for (const m of mutations(property, 'form field', pick)) {
        cases.push({ label: `field ${name}: ${m.label}`, refusedAt: m.refused ? [name] : undefined, url: url(), ...form({ ...baseFields, [name]: m.value }) });
      }
    }
    cases.push({ label: 'multipart: unknown field', refusedAt: [], url: url(), ...form({ ...baseFields, zzz_unknown: 'x' }) });
    cases.push({
      label: 'multipart: odd file name',
      url: url(),
      ...multipartForm([{ name: 'file', filename: '..\\..\u0000/\u001b.png', type: 'image/png', data: Buffer.from('89504e470d0a1a0a00', 'hex') }]),
    });
    cases.push({ label: 'multipart: JSON instead', url: url(), ...json(baseFields) });
  }

  // Whole-body mutations, on every operation (a GET or a call without a body must cope too).
  const malformed = ['{"name":', '{', '[1,]', '{"a":1}}', 'nul', '\u0000', "{'a':1}", '{"a":"\\u0000"}'];
  const unexpected = [
    '[]',
    'null',
    '"text"',
    '12',
    '{"__proto__":{"admin":true}}',
    '['.repeat(4000) + ']'.repeat(4000),
    `${'{"a":'.repeat(3000)}1${'}'.repeat(3000)}`,
  ];
  for (const text of [pick(malformed), pick(unexpected)]) cases.push({ label: `JSON body ${JSON.stringify(text.slice(0, 12))}`, url: url(), ...json(text) });
  cases.push(
    pick([
      { label: 'text/plain body', url: url(), payload: 'a=1', headers: { 'content-type': 'text/plain' } },
      { label: 'charset with an odd value', url: url(), payload: '{}', headers: { 'content-type': 'application/json; charset=utf-7' } },
    ]),
  );
  return cases;
}

/** Body mutations: each property (and nested property) in turn, then an unknown key. */
function bodyCases(schema: JsonSchema, base: unknown, pick: Picker, request: (value: unknown) => Pick<BadInput, 'url' | 'payload' | 'headers'>): BadInput[] {
  const cases: BadInput[] = [];
  const objectSchema = schema.type === 'object' ? schema : variants(schema).find((v) => v.type === 'object');
  if (!objectSchema || typeof base !== 'object' || base === null) return cases;
  const visit = (props: Record<string, JsonSchema>, at: string[]) => {
    for (const [name, property] of Object.entries(props)) {
      const field = [...at, name];
      for (const m of mutations(property, 'body', pick))
        cases.push({ label: `body ${field.join('.')}: ${m.label}`, refusedAt: m.refused ? field : undefined, ...request(setAt(base, field, m.value)) });
      const nested = property.type === 'object' ? property : variants(property).find((v) => v.type === 'object');
      if (nested?.properties && at.length < 2) visit(nested.properties, field);
    }
  };
  visit(objectSchema.properties ?? {}, []);
  const unknownKey = pick(['zzz_unknown', 'nul\u0000key']);
  cases.push({ label: `body: unknown key ${JSON.stringify(unknownKey)}`, refusedAt: [], ...request({ ...(base as object), [unknownKey]: 1 }) });
  return cases;
}

function setAt(base: unknown, path: string[], value: unknown): unknown {
  const copy = structuredClone(base) as Record<string, unknown>;
  let node = copy;
  for (const key of path.slice(0, -1)) {
    if (typeof node[key] !== 'object' || node[key] === null) node[key] = {};
    node = node[key] as Record<string, unknown>;
  }
  node[path[path.length - 1]] = value;
  return copy;
}
