import { z } from 'zod';
import { envelopeSchema } from '../contract';
import { contractSerializerCompiler, SerializerMismatchError } from './response-serializer';

const compiled = contractSerializerCompiler({ check: false });
const checked = contractSerializerCompiler({ check: true });
const route = (schema: z.core.$ZodType) => ({ schema, method: 'GET', url: '/api/v1/things', httpStatus: '200' }) as Parameters<typeof compiled>[0];

const thing = z.object({
  id: z.number(),
  name: z.string(),
  note: z.string().nullable(),
  tag: z.string().optional(),
  parts: z.array(z.object({ n: z.number() })),
});

test('writes the declared fields only, the same JSON value the contract gives', () => {
  const data = { id: 7, name: 'Maafushi', note: null, secret: 'password_hash', parts: [{ n: 1, hidden: true }] };
  const json = compiled(route(thing))(data);
  expect(JSON.parse(json)).toEqual({ id: 7, name: 'Maafushi', note: null, parts: [{ n: 1 }] });
  expect(JSON.parse(checked(route(thing))(data))).toEqual(JSON.parse(json));
});

test('the envelope: optional toast fields may come after data (required first), still the same value', () => {
  const schema = envelopeSchema(z.object({ id: z.number() }));
  const data = { status: 'success', timestamp: '2026-11-24T03:00:00.000Z', title: 'Ticket created', description: 'Reference TCK-1', data: { id: 1 } };
  expect(JSON.parse(checked(route(schema))(data))).toEqual(data);
});

test('with the check, an answer that breaks the contract fails instead of being coerced', () => {
  const data = { id: 7, name: 'Maafushi', note: null, tag: null, parts: [] };
  // Unchecked, fast-json-stringify writes what it can: the null tag becomes an empty string.
  expect(JSON.parse(compiled(route(thing))(data)).tag).toBe('');
  expect(() => checked(route(thing))(data)).toThrow("Response doesn't match the schema");
});

test('with the check, JSON that differs from the contract is an error naming the route', () => {
  // zod trims on output; the compiled serialiser writes the string as it is.
  const schema = z.object({ name: z.string().trim() });
  expect(() => checked(route(schema))({ name: ' Male ' })).toThrow(SerializerMismatchError);
  expect(() => checked(route(schema))({ name: ' Male ' })).toThrow('GET /api/v1/things: the compiled serialiser and the contract disagree');
  expect(checked(route(schema))({ name: 'Male' })).toBe('{"name":"Male"}');
});
