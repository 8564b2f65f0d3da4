// When a page got ready, taken in the page (the benches): the first DOM change after which a
// condition holds, in the page's own clock. Playwright's waits return later than that: their
// checks back off to one every 500 ms, which put up to half a second into a measured time
// (docs/frontend-performance.md, "The machine and the method").

/**
 * Runs in the page: notes in `window.__benchReady` the `performance.now()` at which `ready` first
 * holds, checked now and after every change of the DOM (attributes included).
 */
export function observeReady(ready) {
  const check = () => {
    if (window.__benchReady !== undefined || !ready()) return;
    window.__benchReady = performance.now();
    observer.disconnect();
  };
  const observer = new MutationObserver(check);
  observer.observe(document, { childList: true, subtree: true, attributes: true });
  if (document.documentElement) check();
}

/**
 * `waitFor` as the source of a function of the page: a CSS selector that matches, or a function
 * of the page (as source text or a function without closure) that holds.
 */
export const readySource = (waitFor) =>
  typeof waitFor === 'function' || /^\s*\(/.test(waitFor) ? String(waitFor) : `() => Boolean(document.querySelector(${JSON.stringify(waitFor)}))`;

/** The script that watches for `waitFor`: for `addInitScript({ content })` (a page's CSP forbids eval). */
export const readyScript = (waitFor) => `window.__benchReady = undefined; (${observeReady})(${readySource(waitFor)});`;

const readyAt = async (page) => {
  await page.waitForFunction(() => window.__benchReady !== undefined, undefined, { timeout: 60_000 });
  return page.evaluate(() => window.__benchReady);
};

/** Milliseconds from the navigation's start to `waitFor` in the page `url` opens. */
export async function msToReadyAfterGoto(page, url, waitFor) {
  await page.addInitScript({ content: readyScript(waitFor) });
  await page.goto(url);
  return Math.round(await readyAt(page));
}

/** Milliseconds from just before `act` (clicks on the open page) to `waitFor`. */
export async function msToReadyAfter(page, waitFor, act) {
  const started = await page.evaluate(`${readyScript(waitFor)} performance.now()`);
  await act();
  return Math.round((await readyAt(page)) - started);
}
