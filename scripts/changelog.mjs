// Writes CHANGELOG.md in every workspace package from the git history of its folder: one section
// per released version (lerna's tags, `<name>@<version>`), newest first, each listing the commits
// that touched the package since the previous release. Commits after the newest tag go under the
// version in package.json when that version has no tag yet (what `lerna version` is releasing;
// this runs in its `version` step, before lerna commits and tags) and under "Unreleased" otherwise.
// Plain commit subjects: this repo does not write conventional commits, so lerna's own
// `--conventional-commits` changelog would be empty. `npm run changelog` writes them any time.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const git = (...args) => execFileSync('git', args, { cwd: root, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 }).trim();

/** The workspace folders ('mf-*' expanded), as npm and lerna see them. */
export function packageDirs() {
  const patterns = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).workspaces;
  return patterns
    .flatMap((p) =>
      p.endsWith('*')
        ? readdirSync(root)
            .filter((d) => d.startsWith(p.slice(0, -1)))
            .sort()
        : [p],
    )
    .filter((dir) => existsSync(join(root, dir, 'package.json')));
}

/** `- subject (hash, date)` for each commit in `range` that touched `dir` (the changelog itself aside). */
function entries(range, dir) {
  const log = git('log', '--format=%h%x09%ad%x09%s', '--date=short', range, '--', dir, `:(exclude)${dir}/CHANGELOG.md`);
  return log
    ? log.split('\n').map((line) => {
        const [hash, date, subject] = line.split('\t');
        return `- ${subject} (${hash}, ${date})`;
      })
    : [];
}

export function changelogFor(dir) {
  const { name, version } = JSON.parse(readFileSync(join(root, dir, 'package.json'), 'utf8'));
  // Oldest first, by version order of the tags (lerna tags every release of the package).
  const tags = git('tag', '--list', `${name}@*`, '--sort=v:refname').split('\n').filter(Boolean);
  const sections = [];
  const newest = tags.at(-1);
  const pending = entries(newest ? `${newest}..HEAD` : 'HEAD', dir);
  if (pending.length) sections.push({ title: tags.includes(`${name}@${version}`) ? 'Unreleased' : version, lines: pending });
  for (let i = tags.length - 1; i >= 0; i -= 1) {
    const lines = entries(i > 0 ? `${tags[i - 1]}..${tags[i]}` : tags[i], dir);
    sections.push({
      title: `${tags[i].slice(name.length + 1)} (${git('log', '-1', '--format=%ad', '--date=short', tags[i])})`,
      lines: lines.length ? lines : ['- No changes in this package (released with its dependencies).'],
    });
  }
  const body = sections.map((s) => `## ${s.title}\n\n${s.lines.join('\n')}\n`).join('\n');
  return `# Changelog of ${name}\n\nWritten by \`npm run changelog\` (scripts/changelog.mjs) from the git history of \`${dir}/\`; do not edit by hand.\n\n${body}`;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  for (const dir of packageDirs()) writeFileSync(join(root, dir, 'CHANGELOG.md'), changelogFor(dir));
  console.log(`CHANGELOG.md written in ${packageDirs().length} packages.`);
}
