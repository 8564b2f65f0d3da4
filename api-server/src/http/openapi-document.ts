import { writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import type { Db } from '../db/db';

/**
 * The OpenAPI document the server serves, without a database: building the app registers every
 * route and writes nothing, so a database that answers no rows and refuses every write is enough. `tsx src/http/openapi-document.ts <file>` writes it for the linter.
 */
export async function openApiDocument(): Promise<unknown> {
  const refuse = async (): Promise<never> => {
    throw new Error('The OpenAPI document needs no database');
  };
  // The start hooks read (the live events' newest seq) and listen: they get no rows and hear nothing.
  const db: Db = {
    kind: 'pglite',
    query: async <T>() => [] as T[],
    exec: refuse,
    transaction: refuse,
    listen: async () => async () => undefined,
    close: async () => undefined,
  };
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
