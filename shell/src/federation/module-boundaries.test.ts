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

const rules: Array<[RegExp, string]> = [
  [/from 'antd(\/[^']*)?'/, 'imports antd directly (use @mv-admin/shared-ui)'],
  [/^import (?!type )[^;]*from 'zod'/m, 'imports zod values (use shared-api schemas or shared-ui listFilter)'],
  [/from 'ky'/, 'imports ky (use shared-api)'],
  [/from 'react-router-dom'/, "imports react-router-dom (import from 'react-router')"],
  [/from '(\.\.\/)+(shell|mf-[\w-]+)\//, "imports another module's files"],
];

describe.each(remotes)('%s', (remote) => {
  it('keeps to the module boundaries', () => {
    const problems = sources(join(root, remote, 'src')).flatMap((file) =>
      rules.filter(([pattern]) => pattern.test(readFileSync(file, 'utf8'))).map(([, why]) => `${relative(root, file)} ${why}`),
    );
    expect(problems).toEqual([]);
  });
});
