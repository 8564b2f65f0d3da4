import os from 'node:os';
import path from 'node:path';
import type { ScryptParams } from '../auth/password';
import { loadConfig, type AppConfig } from '../config';
import { removeDeadProcessFolders } from './dead-process-folders';

const testsDir = path.join(os.tmpdir(), 'mv-admin-api-tests');

// Each Jest worker uploads into a folder of its own (testConfig), which nothing removes when the
// worker ends: the folders of workers that are gone are removed here, once per test file.
removeDeadProcessFolders(testsDir, (name) => /^uploads-(\d+)$/.exec(name)?.[1]);

/** Cheap hashing for tests (the real cost is tested once in password.test.ts). */
export const testScrypt: ScryptParams = { N: 1024, r: 8, p: 1 };

/** The server configuration tests run with: defaults, a fixed secret, cheap scrypt, every answer checked against the contract. */
export function testConfig(overrides: Partial<AppConfig> = {}): AppConfig {
  return {
    ...loadConfig({}),
    tokenSecret: 'test-secret-test-secret-test-secret-0123',
    scrypt: testScrypt,
    checkResponses: true,
    uploadDir: path.join(testsDir, `uploads-${process.pid}`),
    // No admission control (http/admission.ts): a test on a loaded machine is not an overloaded
    // API. admission.test.ts turns it on with its own limits.
    admission: { maxInFlight: 0, maxWaitMs: 1000, maxLagMs: 250 },
    ...overrides,
  };
}
