import type { FastifySchemaCompiler } from 'fastify';
import { safeParse, type $ZodIssue, type $ZodType } from 'zod/v4/core';
import type { ValidationIssue } from '../contract';

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
 * Validates params, query and body with the contract's zod schemas. Unlike the type provider's
 * own compiler it keeps each issue's path as an array (numbers stay numbers), so the client can
 * put the contract's message on the right form field.
 */
export const zodValidatorCompiler: FastifySchemaCompiler<$ZodType> =
  ({ schema }) =>
  (data) => {
    const result = safeParse(schema, data);
    if (result.success) return { value: result.data };
    return { error: new RequestValidationError(result.error.issues.map(toIssue)) };
  };

/** One readable line for the toast: the first few messages. */
export const describeIssues = (issues: ValidationIssue[]): string => {
  const shown = issues.slice(0, 3).map((i) => (i.path.length ? `${i.path.join('.')}: ${i.message}` : i.message));
  return issues.length > 3 ? `${shown.join('; ')}; and ${issues.length - 3} more` : shown.join('; ');
};
