import os from 'node:os';
import path from 'node:path';
import type { ScryptParams } from '../auth/password';
import { loadConfig, type AppConfig } from '../config';

/** Cheap hashing for tests (the real cost is tested once in password.test.ts). */
export const testScrypt: ScryptParams = { N: 1024, r: 8, p: 1 };

/** The server configuration tests run with: defaults, a fixed secret, cheap scrypt, every answer checked against the contract. */
export function testConfig(overrides: Partial<AppConfig> = {}): AppConfig {
  return {
    ...loadConfig({}),
    tokenSecret: 'test-secret-test-secret-test-secret-0123',
    scrypt: testScrypt,
    checkResponses: true,
    uploadDir: path.join(os.tmpdir(), 'mv-admin-api-tests', `uploads-${process.pid}`),
    ...overrides,
  };
}
