import { LogController } from 'fastify';

/** Paths pino blanks out wherever they appear in a log line (tokens, passwords, hashes). */
export const redactedPaths = [
  'req.headers.authorization',
  'req.headers["x-refresh-token"]',
  'req.headers.cookie',
  'headers.authorization',
  'headers["x-refresh-token"]',
  'body.password',
  'req.body.password',
  'password',
  'password_hash',
  'access_token',
  'refresh_token',
  '*.password',
  '*.password_hash',
  '*.access_token',
  '*.refresh_token',
];

/** Fastify logger settings: level from LOG_LEVEL, secrets redacted (ASVS 5 §16). */
export function loggerOptions(level: string) {
  return { level, redact: { paths: redactedPaths, censor: '[redacted]' } };
}

/**
 * Fastify's request log lines without the two every request writes ("incoming request",
 * "request completed"): errors, stream errors and the rest are logged as fastify does. At
 * LOG_LEVEL info a busy server then writes only what needs reading.
 */
class QuietRequestLog extends LogController {
  override incomingRequest(): void {}
  override requestCompleted(...args: Parameters<LogController['requestCompleted']>): void {
    if (args[0]) super.requestCompleted(...args);
  }
}

/** The log controller for `level`: every request line at debug and trace, errors only above. */
export const logControllerFor = (level: string): LogController | undefined => (['debug', 'trace'].includes(level) ? undefined : new QuietRequestLog());
