// Writes a deploy/nginx template with its @NAME@ placeholders filled in. Used by the
// rolling-restart test and `npm run deploy:local`.
import fs from 'node:fs';
import path from 'node:path';

const deployDir = path.dirname(new URL(import.meta.url).pathname);

/**
 * Renders `deploy/nginx/<template>` into `<prefix>/nginx.conf` with `values` (`{ LISTEN: '8080' }`
 * fills `@LISTEN@`; PREFIX, LOG_DIR and DEPLOY are filled in) and every included file rendered
 * beside it. Throws on a placeholder left unfilled. Returns the configuration's path.
 */
export function renderNginx(template, prefix, values) {
  const all = { PREFIX: prefix, LOG_DIR: path.join(prefix, 'logs'), DEPLOY: prefix, ...values };
  fs.mkdirSync(path.join(prefix, 'nginx'), { recursive: true });
  fs.mkdirSync(all.LOG_DIR, { recursive: true });
  const fill = (text) =>
    text.replace(/@([A-Z0-9_]+)@/g, (_, name) => {
      if (all[name] === undefined) throw new Error(`deploy/nginx: no value for @${name}@`);
      return all[name];
    });
  // The template and the included pieces; the other top-level templates (*.nginx.conf) have
  // placeholders of their own.
  const files = fs.readdirSync(path.join(deployDir, 'nginx')).filter((f) => f === template || !f.endsWith('.nginx.conf'));
  for (const file of files) {
    fs.writeFileSync(path.join(prefix, 'nginx', file), fill(fs.readFileSync(path.join(deployDir, 'nginx', file), 'utf8')));
  }
  const conf = path.join(prefix, 'nginx.conf');
  fs.copyFileSync(path.join(prefix, 'nginx', template), conf);
  return conf;
}

// `node deploy/render-nginx.mjs <template> <prefix> NAME=value...` prints the configuration's path.
if (process.argv[1] === new URL(import.meta.url).pathname) {
  const [template, prefix, ...pairs] = process.argv.slice(2);
  console.log(renderNginx(template, path.resolve(prefix), Object.fromEntries(pairs.map((p) => p.split(/=(.*)/s).slice(0, 2)))));
}
