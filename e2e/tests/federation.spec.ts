import { expect, test } from '@playwright/test';
import { API, signIn, UNDEPLOYED_PORTS, watchConsole } from './support';

const ENTRY = 'http://localhost:3003/remoteEntry.js';
const UNAVAILABLE = 'The Locations module is unavailable';

test.describe('runtime composition and failure isolation', () => {
  test('a remote whose entry answers 404 shows its message; Retry recovers without a reload', async ({ page }) => {
    await page.route(ENTRY, (route) => route.fulfill({ status: 404, body: 'gone' }));
    await signIn(page, '/admin/atoll');
    await expect(page.getByText(UNAVAILABLE)).toBeVisible();
    // The rest of the admin keeps working: menu, header, other screens.
    await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Dashboard' }).click();
    await expect(page.getByRole('heading', { name: /Welcome/ })).toBeVisible();
    await page.goBack();
    await expect(page.getByText(UNAVAILABLE)).toBeVisible();
    const marker = await page.evaluate(() => ((window as unknown as { __marker: number }).__marker = Date.now()));
    await page.unroute(ENTRY);
    await page.getByRole('button', { name: 'Retry' }).click();
    await expect(page.locator('.ant-table-row').first()).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { __marker?: number }).__marker)).toBe(marker);
  });

  test('a remote that hangs times out into the same message', async ({ page }) => {
    // Never answered while the route is in place.
    await page.route(ENTRY, () => new Promise<void>(() => undefined));
    await signIn(page);
    // Not until "load": the shell asks for the entry while the page still loads (the registry is
    // requested by the entry script), and a browser holds the load event for every script
    // inserted before it, the hung one too. The screen does not wait for that event.
    await page.goto('/admin/island', { waitUntil: 'domcontentloaded' });
    // The shell gives up on an entry after REMOTE_ENTRY_TIMEOUT_MS (5 s); this wait only has to
    // outlast that, it is not a timing check (a hang that never ends never shows the message).
    await expect(page.getByText(UNAVAILABLE)).toBeVisible({ timeout: 20_000 });
    await expect(page.getByTestId('user-card')).toBeVisible();
    await page.unrouteAll({ behavior: 'ignoreErrors' });
    await page.getByRole('button', { name: 'Retry' }).click();
    await expect(page.locator('.ant-table-row').first()).toBeVisible();
  });

  test('a deep link into a module that is not deployed names it, never a blank or not-found page', async ({ page }) => {
    // Billing stands in for a module missing from this deployment: its origin answers nothing.
    await page.route('http://localhost:3006/**', (route) => route.abort());
    await signIn(page, '/billing/business-transfer-sheet/3/details');
    await expect(page.getByText('The Billing module is unavailable')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Retry' })).toBeVisible();
    await expect(page.getByText('Page not found')).toHaveCount(0);
  });

  test('one React, one router, one HTTP client and one theme across shell and remote', async ({ page }) => {
    const errors = watchConsole(page);
    const remoteScripts: string[] = [];
    page.on('response', async (res) => {
      if (!res.url().startsWith('http://localhost:3003/') || res.request().resourceType() !== 'script') return;
      // The dashboard, where sign-in lands, loads the remote's widget too: a body still unread when
      // the page moves on to /admin/atoll is gone, and the screen's own scripts are read below.
      const body = await res.text().catch(() => undefined);
      if (body !== undefined) remoteScripts.push(body);
    });
    await signIn(page, '/admin/atoll');
    // The remote's calls go through the shell's client (its token, its refresh): rows arrive.
    await expect(page.locator('.ant-table-row').first()).toBeVisible();
    expect(remoteScripts.length).toBeGreaterThan(0);
    // No React, react-dom or router code came from the remote's origin.
    for (const code of remoteScripts) {
      expect(code).not.toContain('react.dev/errors');
      expect(code).not.toContain('You cannot render a <Router> inside another <Router>');
    }
    // The shell's theme reaches the remote's table.
    const tableBg = () =>
      page
        .locator('.ant-table')
        .first()
        .evaluate((el) => getComputedStyle(el).backgroundColor);
    const light = await tableBg();
    await page.getByLabel('Toggle theme').click();
    await expect.poll(tableBg).not.toBe(light);
    expect(errors).toEqual([]);
  });

  for (const at of ['/admin/atoll', '/']) {
    test(`a signed-in page at ${at} preloads only what it runs, each fetched once`, async ({ page }) => {
      const errors = watchConsole(page);
      await signIn(page, at);
      await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
      if (at !== '/') await expect(page.locator('.ant-table-row').first()).toBeVisible();
      const { preloaded, run, fetched, entryFetchedBy } = await page.evaluate(() => ({
        preloaded: [...document.querySelectorAll<HTMLLinkElement>('link[rel=preload][as=script]')].map((l) => l.href),
        // The chunks the shell's webpack runtime has run (it removes their script elements once loaded).
        run: ((window as unknown as { webpackChunkshell?: [(string | number)[]][] }).webpackChunkshell ?? []).flatMap(([ids]) => ids.map(String)),
        fetched: performance.getEntriesByType('resource').map((e) => e.name),
        // Who fetched the remote's entry: "link" is the preload of the page's Link header.
        entryFetchedBy: performance.getEntriesByName('http://localhost:3003/remoteEntry.js').map((e) => (e as PerformanceResourceTiming).initiatorType),
      }));
      // The bootstrap's chunk (React among it) and the signed-in layout's (startup-chunks.cjs).
      expect(preloaded.length).toBeGreaterThanOrEqual(2);
      for (const url of preloaded) {
        // Run by the page (a chunk's file is named by its id): a preload the runtime never asks
        // for is a download for nothing.
        expect(run).toContain(new URL(url).pathname.slice(1).split('.')[0]);
        // Taken from the preload: the script element did not download it again.
        expect(fetched.filter((u) => u === url)).toHaveLength(1);
      }
      // A deep link's page preloads its remote's entry, and the federation runtime's script
      // element takes that response instead of fetching the entry again.
      if (at === '/admin/atoll') {
        expect(entryFetchedBy).toEqual(['link']);
        // And the remote's own files that route runs (its build's preload.json): its module and
        // the screen's chunk, each fetched once, by the preload, and each run by the remote's
        // webpack runtime (one entry in its chunk list per file).
        const link = (await page.request.get(at)).headers().link ?? '';
        const linked = [...link.matchAll(/<([^>]+)>/g)].map((m) => m[1] as string).filter((url) => url.startsWith('http://localhost:3003/'));
        const files = linked.filter((url) => !url.endsWith('/remoteEntry.js'));
        expect(files.some((url) => /\/module\.[0-9a-f]{8}\.js$/.test(url))).toBe(true);
        expect(files.length).toBeGreaterThan(1);
        const remote = await page.evaluate(() => ({
          scripts: performance
            .getEntriesByType('resource')
            .filter((e) => e.name.startsWith('http://localhost:3003/') && e.name.endsWith('.js') && !e.name.endsWith('/remoteEntry.js'))
            .map((e) => [e.name, (e as PerformanceResourceTiming).initiatorType]),
          chunksRun: ((window as unknown as { webpackChunkmf_locations?: unknown[] }).webpackChunkmf_locations ?? []).length,
        }));
        expect(remote.scripts.sort()).toEqual(files.map((url) => [url, 'link']).sort());
        expect(remote.chunksRun).toBe(files.length);
      }
      expect(errors).toEqual([]);
    });
  }

  // Issue 39: a deep link's declared reads (RouteDeclaration `reads`) start with the page, and the
  // screen's own calls take those answers: each URL is asked for once. A declaration that does
  // not match what the screen asks for shows here as a read made twice (or a call never declared).
  test('a deep link asks for its declared first reads once, beside its code', async ({ page, request }) => {
    const registry = (await (await request.get('/remotes.json')).json()) as { remotes: { entry: string; reads?: Record<string, string[]> }[] };
    const declared = registry.remotes
      .filter((r) => !UNDEPLOYED_PORTS.includes(Number(new URL(r.entry).port)))
      .flatMap((r) => Object.entries(r.reads ?? {}).map(([path, reads]) => [path, reads, new URL(r.entry).origin] as const));
    expect(declared.length).toBeGreaterThan(0);
    // Not on the dashboard, whose widgets load every module: those requests would mix in.
    await signIn(page, '/no-such-screen');
    for (const [path, reads, origin] of declared) {
      const asked: string[] = [];
      const onRequest = (req: { url(): string; method(): string }) => req.method() !== 'OPTIONS' && asked.push(req.url());
      page.on('request', onRequest);
      await page.goto(path);
      await expect(page.locator('.ant-table-row').first()).toBeVisible();
      page.off('request', onRequest);
      const sorted = (url: string) => {
        const [pathname, query = ''] = url.split('?');
        const params = new URLSearchParams(query);
        params.sort();
        return params.size ? `${pathname}?${params}` : pathname;
      };
      const reading = asked.map((url) => (url.startsWith(API) ? sorted(url.slice(API.length)) : url));
      // The remote's exposed module (its routes) is preloaded with the page (its Link header); the
      // bootstrap starts the reads beside it, before the layout's first call (the session check).
      expect(
        reading.some((url) => url.startsWith(origin) && /\/module\.[0-9a-f]{8}\.js$/.test(url)),
        `${path}: the remote's module`,
      ).toBe(true);
      const sessionCheckAt = reading.indexOf('/is-authenticated');
      expect(sessionCheckAt, `${path}: the session check`).toBeGreaterThan(-1);
      for (const read of reads) {
        expect(
          reading.filter((url) => url === sorted(read)),
          `${path}: ${read} asked once`,
        ).toHaveLength(1);
        expect(reading.indexOf(sorted(read)), `${path}: ${read} asked before the layout's first call`).toBeLessThan(sessionCheckAt);
      }
    }
  });
});
