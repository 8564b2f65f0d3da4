import { writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import type { Db } from '../db/db';

/**
 * The OpenAPI document the server serves, without a database: building the app registers every
 * route and queries nothing, so a database that refuses every query is enough (any query is a bug
 * here and fails loudly). `tsx src/http/openapi-document.ts <file>` writes it for the linter.
 */
export async function openApiDocument(): Promise<unknown> {
  const refuse = async (): Promise<never> => {
    throw new Error('The OpenAPI document needs no database');
  };
  const db: Db = { kind: 'pglite', query: refuse, exec: refuse, transaction: refuse, close: async () => undefined };
  const config = { ...loadConfig({}), tokenSecret: 'openapi-document-only-openapi-document-only', uploadDir: path.join(os.tmpdir(), 'mv-openapi-uploads') };
  const app = await buildApp({ db, config, logger: false });
  try {
    // ready() runs the start hooks too; the session cleanup's refused query is only logged.
    await app.ready();
    return app.swagger();
  } finally {
    await app.close();
  }
}

if (require.main === module) {
  const file = process.argv[2];
  if (!file) throw new Error('usage: openapi-document.ts <output.json>');
  openApiDocument().then((document) => writeFileSync(file, `${JSON.stringify(document, null, 2)}\n`));
}
