import type { z } from 'zod';
import type { Page } from '../contract';
import { paginate, type PageRequest } from '../lists/pagination';
import { SerializerMismatchError } from './response-serializer';

/**
 * An answer's `data` already written as the contract's JSON (`T` says which shape): registerCall
 * sends it inside the envelope as it is, without parsing or serialising it again. The jobs lists
 * use it for the JSON the database writes (src/jobs/job-json.ts).
 */
export class JsonText<T> {
  declare private readonly shape?: T;
  constructor(readonly text: string) {}
}

/** A page of spec §3 whose items are JSON texts, as the serialiser writes a Page (items, then pagination). */
export const pageOfTexts = <T>({ items, pagination }: Page<string>): JsonText<Page<T>> =>
  new JsonText(`{"items":[${items.join(',')}],"pagination":${JSON.stringify(pagination)}}`);

/** pageOfTexts of `items`, this page of `total` matches. */
export const pageJsonText = <T>(items: string[], total: number, request: PageRequest): JsonText<Page<T>> => pageOfTexts(paginate(items, total, request));

/** The success envelope (no toast) around `data`, key for key what the compiled serialiser writes. */
export const successJsonText = (timestamp: string, data: JsonText<unknown>) =>
  `{"status":"success","timestamp":${JSON.stringify(timestamp)},"data":${data.text}}`;

/**
 * CHECK_RESPONSES for a JsonText answer: the text is parsed and checked with the contract's zod
 * schema (a broken contract throws, a 500), and must be byte for byte the `JSON.stringify` of
 * zod's output, the path every other answer takes, so the database's JSON is proven on every
 * answer the suites produce.
 */
export function checkJsonText(method: string, url: string, schema: z.core.$ZodType, text: string): void {
  const expected = JSON.stringify((schema as z.ZodType).parse(JSON.parse(text)));
  if (expected === text) return;
  let at = 0;
  while (text[at] === expected[at]) at++;
  // Around the first difference: the whole of a jobs page is 80 KB.
  const around = (s: string) => s.slice(Math.max(0, at - 80), at + 80);
  throw new SerializerMismatchError(method, url, around(text), around(expected));
}
