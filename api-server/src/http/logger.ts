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
