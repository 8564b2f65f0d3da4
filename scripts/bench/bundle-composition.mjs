// What each chunk of an app's production build is made of: per chunk, its gzip size as built and
// the packages (or workspace folders) inside it, weighted by their share of the chunk's source.
// `node scripts/bench/bundle-composition.mjs shell [minKB]`. Prints figures, asserts nothing.
import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { root } from '../lib/system.mjs';

const require = createRequire(import.meta.url);
const webpack = require(join(root, 'node_modules/webpack'));
const [dir = 'shell', minKB = '1'] = process.argv.slice(2);
const config = require(join(root, dir, 'webpack.config.js'))({}, { mode: 'production' });

const owner = (identifier) => {
  const id = (identifier.split('|').find((part) => part.startsWith('/')) ?? identifier).replace(/^.*!/, '').replace(`${root}/`, '');
  const nm = id.lastIndexOf('node_modules/');
  if (nm < 0) return id.split('/').slice(0, 3).join('/');
  const rest = id.slice(nm + 13).split('/');
  const pkg = rest[0].startsWith('@') ? `${rest[0]}/${rest[1]}` : rest[0];
  // antd by component folder: what a kit cut moves is components, not the package.
  return pkg === 'antd' && process.env.BY_COMPONENT ? `antd/${rest[2]}` : pkg;
};

const stats = await new Promise((resolve, reject) =>
  webpack(config, (error, result) =>
    error
      ? reject(error)
      : resolve(
          result.toJson({
            all: false,
            chunks: true,
            chunkModules: true,
            nestedModules: true,
            ids: true,
            chunkModulesSpace: Infinity,
            nestedModulesSpace: Infinity,
            moduleAssets: false,
            dependentModules: true,
          }),
        ),
  ),
);
for (const chunk of stats.chunks) {
  const file = chunk.files.find((f) => f.endsWith('.js'));
  if (!file) continue;
  const gz = gzipSync(readFileSync(join(config.output.path, file))).length;
  if (gz / 1024 < Number(minKB)) continue;
  const byOwner = new Map();
  const flat = (mods) => mods.flatMap((m) => (m.modules ? flat(m.modules) : [m]));
  const mods = flat(chunk.modules ?? []);
  const total = mods.reduce((n, m) => n + (m.size ?? 0), 0) || 1;
  for (const m of mods) byOwner.set(owner(m.identifier ?? ''), (byOwner.get(owner(m.identifier ?? '')) ?? 0) + (m.size ?? 0));
  const top = [...byOwner.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, Number(process.env.TOP ?? 8))
    .map(([k, v]) => `${k} ${(((v / total) * gz) / 1024).toFixed(1)}`);
  console.log(
    `${(gz / 1024).toFixed(1).padStart(6)} KB ${file} [${chunk.initial ? 'initial' : 'async'}${chunk.names?.length ? ` ${chunk.names.join(',')}` : ''}] ${top.join(', ')}`,
  );
}
