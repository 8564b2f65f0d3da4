import { isDeepStrictEqual } from 'node:util';
import fastJsonStringify from 'fast-json-stringify';
import type { FastifySchemaCompiler } from 'fastify';
import { serializerCompiler as checkedSerializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';

type SerializerCompiler = Parameters<import('fastify').FastifyInstance['setSerializerCompiler']>[0];
type RouteSchema = Parameters<SerializerCompiler>[0];

/** Thrown (a 500) when the compiled serialiser writes other JSON than the contract's check. */
export class SerializerMismatchError extends Error {
  constructor(method: string, url: string, compiled: string, checked: string) {
    super(`${method} ${url}: the compiled serialiser and the contract disagree:\n  compiled: ${compiled}\n  contract: ${checked}`);
    this.name = 'SerializerMismatchError';
  }
}

/**
 * Response serialisation from the contract, compiled once per route and status, on first use.
 *
 * Each response schema (zod) is turned into its JSON Schema (`z.toJSONSchema`, output side) and
 * compiled with fast-json-stringify, fastify's own serialiser: it writes the declared fields
 * only, without re-parsing the answer (parsing every answer with zod
 * cost 10-19 % of the server's CPU on the large lists, docs/api-performance.md).
 *
 * `check: true` (every API test, and the browser tests' server: CHECK_RESPONSES) also runs the
 * contract's zod check on each answer, as the server did before: an answer that breaks the
 * contract is a 500 (ResponseSerializationError), and the compiled JSON must be the same JSON
 * value as zod's `JSON.stringify` (else SerializerMismatchError; keys may come in another order:
 * fast-json-stringify writes required fields first), so the fast path is proven on every answer
 * the suites produce.
 */
export function contractSerializerCompiler({ check }: { check: boolean }): SerializerCompiler {
  return (route: RouteSchema) => {
    // Compiled at the route's first answer, not at startup: building all of them took 200-280 ms
    // of every start (and of every API test file's app), most for routes a process never serves.
    let compiled: ((data: unknown) => string) | undefined;
    const serialise = (data: unknown) => {
      compiled ??= fastJsonStringify(
        z.toJSONSchema(route.schema as z.core.$ZodType, { io: 'output', unrepresentable: 'throw' }) as Parameters<typeof fastJsonStringify>[0],
      );
      return compiled(data);
    };
    if (!check) return serialise;
    const checked = (checkedSerializerCompiler as FastifySchemaCompiler<unknown> as unknown as SerializerCompiler)(route);
    return (data: unknown) => {
      const expected = checked(data);
      const actual = serialise(data);
      // The same JSON value; the order of keys may differ (required fields come first).
      if (!isDeepStrictEqual(JSON.parse(actual), JSON.parse(expected))) throw new SerializerMismatchError(route.method, route.url, actual, expected);
      return actual;
    };
  };
}
