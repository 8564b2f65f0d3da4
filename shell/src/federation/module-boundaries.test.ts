import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

/**
 * What a remote may import (ARCHITECTURE.md §2, CONVENTIONS.md): antd only through shared-ui (one
 * theme), no zod value imports (zod is not a shared module, so a remote would bundle a second
 * copy: schemas come from shared-api, URL filters from shared-ui's listFilter), no ky (the one
 * client lives in shared-api), and never another remote's or the shell's files.
 */
const root = join(__dirname, '../../..');
const remotes = readdirSync(root).filter((d) => d.startsWith('mf-') && statSync(join(root, d)).isDirectory());
const sources = (dir: string): string[] =>
  readdirSync(dir).flatMap((f) => {
    const p = join(dir, f);
    if (statSync(p).isDirectory()) return sources(p);
    return /\.tsx?$/.test(f) && !/\.test\.tsx?$/.test(f) && !p.includes('/testing/') ? [p] : [];
  });

/**
 * Every form a module can be named in: `from 'x'`, `from "x"`, `import 'x'`, `import('x')`,
 * `require('x')`, `export … from 'x'`, with either quote, including subpaths ('antd/es/…').
 */
const importOf = (pkg: string) => new RegExp(`(?:\\bfrom\\s*|\\bimport\\s*\\(?\\s*|\\brequire\\s*\\(\\s*)['"\`]${pkg}(?:/[^'"\`]*)?['"\`]`);
/** A value import of zod (a type-only import is erased and ships nothing). */
const zodValue = /(?:^|;|\n)\s*(?:import\s+(?!type\s)[^;]*?\bfrom\s*['"`]zod(?:\/[^'"`]*)?['"`]|import\s*\(\s*['"`]zod|require\s*\(\s*['"`]zod|export\s+(?!type\s)[^;]*?\bfrom\s*['"`]zod)/;

const rules: Array<[RegExp, string]> = [
  [importOf('antd'), 'imports antd directly (use @mv-admin/shared-ui)'],
  [zodValue, 'imports zod values (use shared-api schemas or shared-ui listFilter)'],
  [importOf('ky'), 'imports ky (use shared-api)'],
  [importOf('react-router-dom'), "imports react-router-dom (import from 'react-router')"],
  [/['"`](?:\.\.\/)+(?:shell|mf-[\w-]+)\//, "imports another module's files"],
  [importOf('@mv-admin/(?:shell|mf-[\\w-]+)'), 'imports another module by its package name'],
];

/** The rules above, tested on the forms they must catch and the ones they must let through. */
describe('module boundary rules', () => {
  const caught = (code: string) => rules.filter(([pattern]) => pattern.test(code)).map(([, why]) => why);
  it.each([
    "import { Table } from 'antd';",
    'import { Table } from "antd";',
    "const m = await import('antd');",
    'const m = import("antd/es/table");',
    "export { Button } from 'antd';",
    "import 'antd/dist/reset.css';",
    "const antd = require('antd');",
    "import { z } from 'zod';",
    'import * as z from "zod/mini";',
    "import ky from 'ky';",
    "import { Link } from 'react-router-dom';",
    "import { x } from '../../mf-jobs/src/x';",
    "import { Shell } from '@mv-admin/shell';",
  ])('catches %s', (code) => expect(caught(code)).not.toEqual([]));
  it.each([
    "import type { z } from 'zod';",
    "import { Table } from '@mv-admin/shared-ui/list';",
    "import { Link } from 'react-router';",
    "const copy = 'antd is not imported here';",
    "import { jobsApi } from '@mv-admin/shared-api/jobs';",
  ])('lets %s through', (code) => expect(caught(code)).toEqual([]));
});

describe.each(remotes)('%s', (remote) => {
  it('keeps to the module boundaries', () => {
    const problems = sources(join(root, remote, 'src')).flatMap((file) =>
      rules.filter(([pattern]) => pattern.test(readFileSync(file, 'utf8'))).map(([, why]) => `${relative(root, file)} ${why}`),
    );
    expect(problems).toEqual([]);
  });
});
