import type { FastifyError, FastifyInstance } from 'fastify';
import { HttpError, failBody } from './http-error';
import { RequestValidationError, describeIssues } from './request-validation';

const titles: Record<number, string> = {
  400: 'Bad request',
  401: 'Not signed in',
  403: 'Not allowed',
  404: 'Not found',
  405: 'Method not allowed',
  409: 'Conflict',
  413: 'Request too large',
  415: 'Unsupported content type',
  429: 'Too many requests',
};

/**
 * Every failure leaves as the fail envelope: `{status:'fail', timestamp, title, description}`
 * plus `result.issues` on validation failures. Unexpected errors are logged and answered with a
 * 500 that says nothing about internals.
 */
export function installErrorHandling(app: FastifyInstance): void {
  const stamp = () => new Date(app.clock()).toISOString();

  app.setErrorHandler((error: FastifyError | HttpError | RequestValidationError, request, reply) => {
    if (error instanceof HttpError) {
      reply.headers(error.headers);
      return reply.code(error.statusCode).send(failBody(stamp(), error.title, error.description, error.issues));
    }
    if (error instanceof RequestValidationError) {
      return reply.code(400).send(failBody(stamp(), 'Validation failed', describeIssues(error.issues), error.issues));
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      // Fastify's own client errors (bad JSON, body too large, wrong content type): safe to show.
      return reply.code(status).send(failBody(stamp(), titles[status] ?? 'Bad request', error.message));
    }
    request.log.error({ err: error }, 'request failed');
    return reply.code(500).send(failBody(stamp(), 'Something went wrong', 'The server could not complete the request. Try again later.'));
  });

  app.setNotFoundHandler((_request, reply) =>
    reply.code(404).send(failBody(stamp(), 'Not found', 'No such endpoint. Check the method and the path.')),
  );
}
