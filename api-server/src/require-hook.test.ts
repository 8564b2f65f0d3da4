import { execFileSync } from 'node:child_process';
import path from 'node:path';

// `npm start` runs the API with tsx's require hook only (scripts/start-api.mjs), which cannot
// resolve `import()` of a `.ts` file; jest compiles `import()` to `require()`, so only a real node
// process shows it. The app is built there as main.ts builds it, on the test template.
test('the app builds and serves under node with tsx require hook only, as npm start runs it', () => {
  const script = `
    const { createTestDb } = require('./src/testing/test-db');
    const { buildApp } = require('./src/app');
    const { loadConfig } = require('./src/config');
    (async () => {
      const db = await createTestDb();
      const app = await buildApp({ db, config: loadConfig({}), logger: false });
      const res = await app.inject({ method: 'GET', url: '/api/v1/atolls' });
      console.log(JSON.stringify({ status: res.statusCode }));
      await app.close();
      await db.close();
    })().catch((error) => { console.error(error); process.exit(1); });`;
  const out = execFileSync(process.execPath, ['--require', require.resolve('tsx/cjs'), '-e', script], {
    cwd: path.join(__dirname, '..'),
    encoding: 'utf8',
  });
  // Without a token the route answers 401: it is registered (a missing route would be 404).
  expect(JSON.parse(out.trim().split('\n').pop()!)).toEqual({ status: 401 });
});
