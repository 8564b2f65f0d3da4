// The README's screenshot of the admin (docs/admin-dashboard.png): starts the built system on a
// fresh demo database, signs the demo admin in and photographs the dashboard once every widget
// has its figures. Binds the system's ports: run it under the machine's lock
// (`flock /tmp/mv-e2e.lock node scripts/readme-screenshot.mjs`) after `npm run build`.
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { apiLogin, CHROMIUM_ARGS, findChromium, signedInContext, startSystem } from './lib/system-process.mjs';

const root = new URL('..', import.meta.url).pathname;
const out = join(root, 'docs/admin-dashboard.png');
const system = await startSystem();
let browser;
try {
  browser = await chromium.launch({ executablePath: findChromium(), args: CHROMIUM_ARGS });
  const context = await signedInContext(browser, await apiLogin('http://localhost:4000'), {
    viewport: { width: 1280, height: 800 },
    timezoneId: 'Indian/Maldives',
  });
  const page = await context.newPage();
  await page.goto('http://localhost:3000/');
  await page.getByLabel('Sign out').waitFor();
  // Every widget has its figures: no skeleton left.
  await page.waitForFunction(() => document.querySelectorAll('[data-widget-skeleton]').length === 0, undefined, { timeout: 60_000 });
  await page.screenshot({ path: out });
  console.log(`Saved ${out}`);
} finally {
  await browser?.close();
  await system.stop();
}
