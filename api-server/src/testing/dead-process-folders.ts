import fs from 'node:fs';
import path from 'node:path';

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/**
 * Removes the entries of `root` that belong to processes that have ended: `pidOf` names the
 * process an entry belongs to (undefined: not such an entry). Test workers' upload folders,
 * the bench's run copies and half-built caches.
 */
export function removeDeadProcessFolders(root: string, pidOf: (name: string) => string | undefined): void {
  for (const name of fs.existsSync(root) ? fs.readdirSync(root) : []) {
    const pid = Number(pidOf(name));
    if (pid && pid !== process.pid && !alive(pid)) fs.rmSync(path.join(root, name), { recursive: true, force: true });
  }
}
