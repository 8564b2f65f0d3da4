import path from 'node:path';
import { loadConfig } from '../config';
import { backup, restore } from './backup';

/**
 * `npm run backup -- FILE` and `npm run restore -- FILE` (root package.json): the system's
 * database and uploads, per DATABASE_URL / DATA_DIR / UPLOAD_DIR as the API reads them.
 */
async function main(): Promise<void> {
  const [command, given] = process.argv.slice(2);
  if ((command !== 'backup' && command !== 'restore') || !given) {
    console.error('Usage: npm run backup -- FILE | npm run restore -- FILE');
    process.exit(2);
  }
  // npm runs scripts in the package's folder; FILE is relative to where the command was typed.
  const file = path.resolve(process.env.INIT_CWD ?? process.cwd(), given);
  const config = loadConfig();
  const manifest = command === 'backup' ? await backup(config, file) : await restore(config, file);
  console.log(`${command === 'backup' ? 'Backed up' : 'Restored'} ${manifest.database} database and uploads ${command === 'backup' ? 'to' : 'from'} ${file}`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
});
