import type { FastifySchemaCompiler } from 'fastify';
import { safeParse, type $ZodIssue, type $ZodType, type output } from 'zod/v4/core';
import { messages, type ValidationIssue } from '../contract';

/** A request that failed its contract schema; carries the zod issues as the client reads them. */
export class RequestValidationError extends Error {
  readonly statusCode = 400;
  constructor(public readonly issues: ValidationIssue[]) {
    super('Validation failed');
    this.name = 'RequestValidationError';
  }
}

const toIssue = (issue: $ZodIssue): ValidationIssue => ({
  path: issue.path.map((p) => (typeof p === 'number' ? p : String(p))),
  message: issue.message,
  code: issue.code,
});

/**
 * Control characters (Unicode Cc) except tab, line feed and carriage return, which multi-line
 * fields keep. PostgreSQL cannot store NUL in text at all (a 500 before this check); the rest
 * have no place in names and descriptions and would reach logs, exports and terminals as is.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what this finds
const CONTROL_CHARACTER = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;
const MAX_TEXT_ISSUES = 20;

/**
 * One issue per string (or object key) anywhere in `data` that holds a control character, on its
 * path. Walks with an explicit stack and keeps parent links rather than paths, so a deeply nested
 * body costs neither the call stack nor quadratic memory.
 */
export function controlCharacterIssues(data: unknown): ValidationIssue[] {
  type Node = { value: unknown; key?: string | number; parent?: Node };
  const pathOf = (node: Node) => {
    const path: Array<string | number> = [];
    for (let n: Node | undefined = node; n?.key !== undefined; n = n.parent) path.push(n.key);
    return path.reverse();
  };
  const issues: ValidationIssue[] = [];
  const stack: Node[] = [{ value: data }];
  while (stack.length && issues.length < MAX_TEXT_ISSUES) {
    const node = stack.pop()!;
    const { value } = node;
    const bad = (typeof value === 'string' && CONTROL_CHARACTER.test(value)) || (typeof node.key === 'string' && CONTROL_CHARACTER.test(node.key));
    if (bad) issues.push({ path: pathOf(node), message: messages.controlCharacters, code: 'invalid_format' });
    else if (Array.isArray(value)) for (let i = value.length - 1; i >= 0; i -= 1) stack.push({ value: value[i], key: i, parent: node });
    else if (value !== null && typeof value === 'object')
      for (const key of Object.keys(value).reverse()) stack.push({ value: (value as Record<string, unknown>)[key], key, parent: node });
  }
  return issues;
}

/**
 * Checks one part of a request (params, query, body, multipart fields) against its contract
 * schema and refuses control characters in any text: the parsed value, or every issue found.
 */
export function checkRequestPart<S extends $ZodType>(schema: S, data: unknown): { value: output<S> } | { error: RequestValidationError } {
  const refused = controlCharacterIssues(data);
  const result = safeParse(schema, data);
  if (result.success && !refused.length) return { value: result.data };
  return { error: new RequestValidationError([...refused, ...(result.success ? [] : result.error.issues.map(toIssue))]) };
}

/**
 * Validates params, query and body with the contract's zod schemas. Unlike the type provider's
 * own compiler it keeps each issue's path as an array (numbers stay numbers), so the client can
 * put the contract's message on the right form field.
 */
export const zodValidatorCompiler: FastifySchemaCompiler<$ZodType> =
  ({ schema }) =>
  (data) =>
    checkRequestPart(schema, data);

/** One readable line for the toast: the first few messages. */
export const describeIssues = (issues: ValidationIssue[]): string => {
  const shown = issues.slice(0, 3).map((i) => (i.path.length ? `${i.path.join('.')}: ${i.message}` : i.message));
  return issues.length > 3 ? `${shown.join('; ')}; and ${issues.length - 3} more` : shown.join('; ');
};
