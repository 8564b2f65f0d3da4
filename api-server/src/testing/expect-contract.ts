import type { LightMyRequestResponse } from 'fastify';
import { z } from 'zod';
import { type CallDef, envelopeSchema, type ErrorBody, errorBodySchema } from '../contract';

/** Parses a success answer with the call's own contract schema and returns its `data`. */
export function contractData<D extends CallDef>(def: D, res: LightMyRequestResponse): z.output<D['response']> {
  return envelopeSchema(def.response).parse(res.json()).data as z.output<D['response']>;
}

const strictErrorBody = z.strictObject(errorBodySchema.shape);

/** Parses a fail answer with the contract's error body schema, refusing any key it does not name. */
export function errorBody(res: LightMyRequestResponse): ErrorBody {
  return strictErrorBody.parse(res.json());
}

/** The messages of a 400/409 answer by field, e.g. `{ name: ['Name must be at least 2 characters'] }`. */
export function issuesByField(res: LightMyRequestResponse): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const issue of errorBody(res).result?.issues ?? []) (out[issue.path.join('.') || '_'] ??= []).push(issue.message);
  return out;
}

/** The API's name order: case-insensitive, by code point (SQL `lower(name) collate "C"`). */
export const nameOrder = (a: string, b: string): number => {
  const [x, y] = [a.toLowerCase(), b.toLowerCase()];
  return x < y ? -1 : x > y ? 1 : 0;
};
