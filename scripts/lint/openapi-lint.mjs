// Lints the OpenAPI document the server generates with Redocly CLI (redocly.yaml: the recommended
// rules plus typed-paths) and fails on any error or warning. No network: telemetry and the
// update check are off. docs/api-development.md, "Linting the OpenAPI document".
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const root = new URL('../..', import.meta.url).pathname;
const dir = mkdtempSync(join(tmpdir(), 'mv-openapi-'));
const file = join(dir, 'openapi.json');
const env = { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' };
const run = (command, args) => spawnSync(join(root, 'node_modules/.bin', command), args, { cwd: root, env, encoding: 'utf8', maxBuffer: 64 << 20 });

try {
  const started = Date.now();
  const generated = run('tsx', ['api-server/src/http/openapi-document.ts', file]);
  if (generated.status !== 0) throw new Error(`generating the OpenAPI document failed:\n${generated.stderr}`);
  const lint = run('redocly', ['lint', '--config', join(root, 'redocly.yaml'), '--format=json', file]);
  const report = JSON.parse(lint.stdout || 'null');
  if (!report) throw new Error(`redocly lint gave no report:\n${lint.stderr}`);
  for (const problem of report.problems) {
    const where = problem.location?.[0]?.pointer ?? '';
    console.log(`${problem.severity} ${problem.ruleId} ${where}: ${problem.message}`);
  }
  const { errors, warnings } = report.totals;
  console.log(`OpenAPI lint: ${errors} errors, ${warnings} warnings (${Date.now() - started} ms)`);
  process.exitCode = errors + warnings > 0 ? 1 : 0;
} finally {
  rmSync(dir, { recursive: true, force: true });
}
