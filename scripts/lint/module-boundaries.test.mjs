// The module boundaries (ARCHITECTURE.md §2) are lint rules in biome.json: noRestrictedImports
// overrides for remotes and shared packages, and the GritQL plugins in tooling/biome. This runs
// the real Biome with the real config on fixture files, one per import form, laid out as the repo
// is (mf-jobs/src/..., shared-ui/src/...), and checks which forms each rule reports.
import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';

const root = new URL('../..', import.meta.url).pathname;
const biome = join(root, 'node_modules/.bin/biome');

/** What a remote must not import, in every form a module can be named. */
const remoteCaught = {
  antd: [
    "import { Table } from 'antd';",
    'import { Table } from "antd";',
    "const m = await import('antd');",
    'const m = import("antd/es/table");',
    "export { Button } from 'antd';",
    "export * from 'antd';",
    "import 'antd/dist/reset.css';",
    "const antd = require('antd');",
    "const table = require('antd/es/table');",
    "import antd = require('antd');",
  ],
  ky: ["import ky from 'ky';", 'const ky = await import("ky");', "export { HTTPError } from 'ky';"],
  'react-router-dom': ["import { Link } from 'react-router-dom';", 'const r = require("react-router-dom/server");'],
  'zod values': [
    "import { z } from 'zod';",
    'import * as z from "zod/mini";',
    "import { type ZodType, z } from 'zod';",
    "const { z } = await import('zod');",
    'const z = require("zod");',
    "export { z } from 'zod';",
    "export * from 'zod';",
  ],
  'another module': [
    "const x = require('../../../mf-tickets/src/x');",
    "const { Shell } = require('@mv-admin/shell');",
    "import { x } from '../../../mf-tickets/src/x';",
    'import { x } from "../../shell/src/app";',
    "import { Shell } from '@mv-admin/shell';",
    "import routes from '@mv-admin/mf-tickets/routes';",
    "const jobs = import('@mv-admin/mf-billing');",
  ],
  'a hidden module name': ['const m = await import(`antd`);', 'const m = await import(name);', 'const m = require(`zod`);'],
};

const remoteAllowed = [
  "import type { z } from 'zod';",
  "export type { ZodType } from 'zod';",
  "import { Table } from '@mv-admin/shared-ui/list';",
  "import { jobsApi } from '@mv-admin/shared-api/jobs';",
  "import { Link } from 'react-router';",
  "import { rows } from '../shared/rows';",
  "const page = import('./jobs-page');",
  "const copy = 'antd, ky and zod are only words here';",
  "const db = require('kysely');",
];

/** Shared packages never import an app. */
const sharedCaught = [
  "import { Shell } from '@mv-admin/shell';",
  'import { x } from "@mv-admin/mf-jobs/routes";',
  "import { buildApp } from '@mv-admin/api-server/src/app';",
  "import { x } from '../../../shell/src/x';",
  "const m = await import('../../../mf-jobs/src/module');",
  "export * from '../../../api-server/src/contract';",
  "const jobs = require('@mv-admin/mf-jobs');",
  "const app = require('../../../api-server/src/app');",
];
const sharedAllowed = [
  "const apps = require('../../../tooling/apps.cjs');",
  "import { Table } from 'antd';",
  "import { z } from 'zod';",
  "import { isoDate } from '@mv-admin/shared-api';",
];

/** Biome's boundary reports, per fixture file: the rule that fired. */
function lintFixtures(files) {
  const dir = mkdtempSync(join(tmpdir(), 'mv-boundaries-'));
  try {
    cpSync(join(root, 'biome.json'), join(dir, 'biome.json'));
    cpSync(join(root, 'tooling/biome'), join(dir, 'tooling/biome'), { recursive: true });
    for (const [file, code] of Object.entries(files)) {
      mkdirSync(dirname(join(dir, file)), { recursive: true });
      writeFileSync(join(dir, file), `${code}\n`);
    }
    const run = spawnSync(biome, ['lint', '--vcs-enabled=false', '--reporter=github', '--max-diagnostics=none', '.'], { cwd: dir, encoding: 'utf8' });
    const reports = {};
    for (const [, rule, file] of run.stdout.matchAll(/^::\w+ title=([^,]+),file=([^,]+),/gm)) {
      if (rule !== 'plugin' && rule !== 'lint/style/noRestrictedImports') continue;
      (reports[relative(dir, file)] ??= []).push(rule);
    }
    return { reports, run };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const cases = [
  ...Object.entries(remoteCaught).flatMap(([what, codes]) => codes.map((code) => ({ where: 'mf-jobs/src/jobs/api', what, code, caught: true }))),
  ...remoteAllowed.map((code) => ({ where: 'mf-jobs/src/jobs/api', what: 'allowed', code, caught: false })),
  ...sharedCaught.map((code) => ({ where: 'shared-ui/src/list', what: 'an app', code, caught: true })),
  ...sharedAllowed.map((code) => ({ where: 'shared-ui/src/list', what: 'allowed', code, caught: false })),
];
const fileOf = (i) => `${cases[i].where}/case-${i}.ts`;
let result;
beforeAll(() => {
  result = lintFixtures(Object.fromEntries(cases.map((c, i) => [fileOf(i), c.code])));
});

test('Biome ran on the fixtures with the repo config and its plugins', () => {
  expect(result.run.error).toBeUndefined();
  // A config or plugin that fails to load is reported on stderr, and then no rule runs.
  expect(result.run.stderr).not.toMatch(/deserialize|internalError|plugin.*(?:error|failed)/i);
  expect(result.run.status).toBe(1);
});

test.each(cases.map((c, i) => [c.where.split('/')[0], c.caught ? 'reports' : 'lets through', c.code, c.what, i]))(
  '%s: Biome %s %s (%s)',
  (_pkg, _verb, _code, _what, i) => {
    const fired = result.reports[fileOf(i)] ?? [];
    if (cases[i].caught) expect(fired.length).toBeGreaterThan(0);
    else expect(fired).toEqual([]);
  },
);

test("zod values and hidden module names are the plugins' part (noRestrictedImports cannot see them)", () => {
  const rulesFor = (what) => cases.flatMap((c, i) => (c.what === what ? (result.reports[fileOf(i)] ?? []) : []));
  expect(rulesFor('zod values').length).toBeGreaterThan(0);
  expect(new Set(rulesFor('zod values'))).toEqual(new Set(['plugin']));
  expect(new Set(rulesFor('a hidden module name'))).toEqual(new Set(['plugin']));
});
