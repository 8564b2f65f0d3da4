import type { ErrorBody, ValidationIssue } from '../contract';

/**
 * A failure the client should see as is: status, a toast title, a description, and for form
 * errors the issues to put on fields. Thrown from handlers and hooks; the error handler turns it
 * into the fail envelope.
 */
export class HttpError extends Error {
  constructor(
    public readonly statusCode: number,
    public readonly title: string,
    public readonly description?: string,
    public readonly issues?: ValidationIssue[],
    public readonly headers: Record<string, string> = {},
  ) {
    super(description ? `${title}: ${description}` : title);
    this.name = 'HttpError';
  }
}

/** The fail envelope (spec §8); `issues` only when there are field errors. */
export function failBody(timestamp: string, title: string, description?: string, issues?: ValidationIssue[]): ErrorBody {
  return {
    status: 'fail',
    timestamp,
    title,
    ...(description ? { description } : {}),
    ...(issues ? { result: { issues } } : {}),
  };
}

export const notFound = (thing: string) => new HttpError(404, `${thing} not found`, `The ${thing.toLowerCase()} does not exist or was removed.`);

/** A form-level failure on one field (400 for bad references, 409 for duplicates). */
export const fieldError = (statusCode: 400 | 409, title: string, field: string, message: string, code: string) =>
  new HttpError(statusCode, title, message, [{ path: [field], message, code }]);
