import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { DbError, isDriverError, toDbError } from '../db/db';
import { RecordConflictError } from '../audit/record-versions';
import { HttpError, failBody } from './http-error';
import { RequestValidationError, describeIssues } from './request-validation';
import { securityHeaders } from './security-headers';

const titles: Record<number, string> = {
  400: 'Bad request',
  401: 'Not signed in',
  403: 'Not allowed',
  404: 'Not found',
  405: 'Method not allowed',
  409: 'Conflict',
  412: 'Changed by someone else',
  413: 'Request too large',
  414: 'Address too long',
  415: 'Unsupported content type',
  429: 'Too many requests',
};

interface Answer {
  status: number;
  title: string;
  description: string;
}

/**
 * A database refusal the caller caused, as a 4xx. The contract refuses bad values before they get
 * here (ids within int4, no control characters, lengths); this is the net for what it misses, so a
 * bad value is never a 500. Which field was wrong is not known at this level, and the database's
 * message quotes values, so the answer names the kind of problem only.
 */
export function callerFault(error: DbError): Answer | undefined {
  const code = error.code ?? '';
  // Class 22 (data exception): out of range, too long, not valid text (NUL), a malformed date...;
  // 54000: a value too large for an index; 23502/23514: a missing value or a broken rule.
  if (code.startsWith('22') || code === '54000' || code === '23502' || code === '23514') {
    return {
      status: 400,
      title: 'Invalid value',
      description: 'A value in the request is missing, out of range, too long or not valid. Check the values and try again.',
    };
  }
  if (code === '23503') {
    return /still referenced|update or delete on/.test(error.message)
      ? { status: 409, title: 'Still in use', description: 'Other records still refer to it. Change or remove those first.' }
      : { status: 400, title: 'Unknown reference', description: 'The request refers to a record that does not exist.' };
  }
  if (code === '23505') return { status: 409, title: 'Already exists', description: 'A record with the same unique value already exists.' };
  if (code === '23P01') return { status: 409, title: 'Conflict', description: 'It overlaps with an existing record.' };
  return undefined;
}

/** What a log line says about a database error: no statement, no parameters, no row values. */
const dbLog = (error: DbError, request: FastifyRequest) => ({
  db: { code: error.code, constraint: error.constraint, message: error.message },
  route: `${request.method} ${request.routeOptions.url ?? '(no route)'}`,
});

/**
 * Every failure leaves as the fail envelope: `{status:'fail', timestamp, title, description}`
 * plus `result.issues` on validation failures. Database errors the caller caused are 4xx;
 * unexpected errors are logged and answered with a 500 that says nothing about internals.
 */
export function installErrorHandling(app: FastifyInstance): void {
  const stamp = () => new Date(app.clock()).toISOString();

  app.setErrorHandler((error: FastifyError | HttpError | RequestValidationError | DbError, request, reply) => {
    if (error instanceof HttpError) {
      reply.headers(error.headers);
      const body = failBody(stamp(), error.title, error.description, error.issues);
      return reply.code(error.statusCode).send(error instanceof RecordConflictError ? { ...body, conflict: error.conflict } : body);
    }
    if (error instanceof RequestValidationError) {
      return reply.code(400).send(failBody(stamp(), 'Validation failed', describeIssues(error.issues), error.issues));
    }
    if (error instanceof DbError || isDriverError(error)) {
      const dbError = toDbError(error);
      const answer = callerFault(dbError);
      if (answer) {
        request.log.warn(dbLog(dbError, request), 'database refused a value of the request');
        return reply.code(answer.status).send(failBody(stamp(), answer.title, answer.description));
      }
      request.log.error(dbLog(dbError, request), 'request failed');
      return reply.code(500).send(failBody(stamp(), 'Something went wrong', 'The server could not complete the request. Try again later.'));
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      // Fastify's own client errors (bad JSON, body too large, wrong content type): safe to show.
      return reply.code(status).send(failBody(stamp(), titles[status] ?? 'Bad request', error.message));
    }
    request.log.error({ err: error }, 'request failed');
    return reply.code(500).send(failBody(stamp(), 'Something went wrong', 'The server could not complete the request. Try again later.'));
  });

  app.setNotFoundHandler((_request, reply) => reply.code(404).send(failBody(stamp(), 'Not found', 'No such endpoint. Check the method and the path.')));
}

/**
 * Fastify's `frameworkErrors` option: URLs the router cannot take (a malformed percent-encoding,
 * a path parameter over its length limit) in the fail envelope instead of fastify's own body.
 * No route means no hooks, so the security headers are set here.
 */
export function answerFrameworkError(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  const status = error.statusCode === 414 ? 414 : 400;
  const description = status === 414 ? 'A part of the address is too long.' : 'The address is not valid: check its percent-encoding.';
  void reply
    .code(status)
    .headers(securityHeaders)
    .header('x-request-id', request.id)
    .send(failBody(new Date(request.server.clock()).toISOString(), titles[status], description));
}
