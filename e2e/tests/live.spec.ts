import { expect, test, type APIRequestContext, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { ADMIN, API } from './support';

// Issue 33: two admins in two browsers see each other's changes without a reload, and who else has
// a record open. Admin B writes through the API (as a colleague's browser would); admin A watches.

const SOURCE = { 'x-app-source': 'admin-app' };
const COLLEAGUE = { email: `live-colleague-${Date.now()}@example.com`, password: 'Colleague#2026', name: 'Hawwa Colleague' };

async function tokenOf(request: APIRequestContext, who: { email: string; password: string }) {
  const res = await request.post(`${API}/login/admin`, { data: { email: who.email, password: who.password }, headers: SOURCE });
  expect(res.status()).toBe(200);
  return ((await res.json()) as { data: { access_token: string; refresh_token: string } }).data;
}

type Who = { email: string; password: string };

/** Calls the API as `who`, signed in afresh (the system's access tokens live 20 s); the answer's `data`. */
async function api<T>(
  request: APIRequestContext,
  who: Who,
  method: 'GET' | 'POST',
  path: string,
  data?: object,
  multipart?: Record<string, string>,
): Promise<T> {
  const token = (await tokenOf(request, who)).access_token;
  const res = await request.fetch(`${API}${path}`, { method, data, multipart, headers: { ...SOURCE, authorization: `Bearer ${token}` } });
  expect(res.ok(), `${method} ${path}: ${res.status()} ${await res.text()}`).toBe(true);
  return ((await res.json()) as { data: T }).data;
}

/** A browser of its own (a context) signed in as `who`, on `at`; `streams()` counts the event streams it opened. */
async function signedInBrowser(browser: Browser, request: APIRequestContext, who: { email: string; password: string }, at: string) {
  const context = await browser.newContext();
  const streams = countStreams(context);
  const { access_token, refresh_token } = await tokenOf(request, who);
  await context.addInitScript(
    ([access, refresh]) => {
      if (sessionStorage.getItem('e2e-signed-in')) return;
      sessionStorage.setItem('e2e-signed-in', '1');
      localStorage.setItem('session_token', access);
      localStorage.setItem('refresh_token', refresh);
    },
    [access_token, refresh_token],
  );
  const page = await context.newPage();
  await page.goto(at);
  await expect(page.getByLabel('Sign out')).toBeVisible();
  return { context, page, streams };
}

/** GET /events requests a browser made (each one a stream it opened). */
function countStreams(context: BrowserContext): () => number {
  let count = 0;
  context.on('request', (r) => {
    if (r.url() === `${API}/events`) count += 1;
  });
  return () => count;
}

let colleagueId: number;
let subcategoryId: number;

test.beforeAll(async ({ request }) => {
  ({ id: colleagueId } = await api<{ id: number }>(request, ADMIN, 'POST', '/users', {
    type: 'ADMIN',
    name: COLLEAGUE.name,
    phone_number: '+9607650001',
    email: COLLEAGUE.email,
    password: COLLEAGUE.password,
  }));
  subcategoryId = (await api<{ items: { id: number }[] }>(request, ADMIN, 'GET', '/ticket/subcategories?page=1&size=1')).items[0]!.id;
});

const newTicket = (request: APIRequestContext, description: string) =>
  api<{ id: number; reference_no: string; chats: { id: number }[] }>(request, COLLEAGUE, 'POST', '/tickets', {
    description,
    ticket_subcategory_id: subcategoryId,
  });

test('a colleague’s new ticket shows as "1 new ticket" and goes in on Show, keeping the filters', async ({ browser, request }) => {
  const a = await signedInBrowser(browser, request, ADMIN, '/tickets?status=submitted');
  await expect(a.page.locator('.ant-table-row').first()).toBeVisible();
  await expect(a.page.getByRole('banner').getByText('Live updates paused')).toHaveCount(0);

  const { reference_no } = await newTicket(request, `Live ticket ${Date.now()}`);
  const row = a.page.getByRole('button', { name: `Open ticket ${reference_no}` });
  await expect(a.page.getByText('1 new ticket')).toBeVisible();
  await expect(row).toHaveCount(0); // not pushed under the cursor
  await a.page.getByRole('button', { name: 'Show' }).click();
  await expect(row).toBeVisible();
  await expect(a.page).toHaveURL(/status=submitted/);
  await a.context.close();
});

test('a reply and an assignment appear in an open ticket at once, and each sees the other there', async ({ browser, request }) => {
  const ticket = await newTicket(request, `Live conversation ${Date.now()}`);
  const at = `/tickets?ticket=${ticket.reference_no}`;
  const a = await signedInBrowser(browser, request, ADMIN, at);
  const drawerA = a.page.getByRole('dialog');
  await expect(drawerA.getByText('No messages yet')).toBeVisible();

  // Presence: B opens the same ticket; A sees B viewing, then typing, then gone when B closes it.
  const b = await signedInBrowser(browser, request, COLLEAGUE, at);
  const presence = drawerA.getByRole('status', { name: 'Also here' });
  await expect(presence).toContainText(`${COLLEAGUE.name} · viewing`);
  await b.page.getByRole('dialog').getByLabel('Message').fill('Looking into it');
  await expect(presence).toContainText(`${COLLEAGUE.name} · typing a reply`);
  await b.page.getByRole('button', { name: 'Back to the list' }).click();
  await expect(presence).toHaveCount(0);

  // A reply stored by B shows in A's open conversation (no 5 s poll: the stream brings it).
  await api(request, COLLEAGUE, 'POST', '/ticket/message', undefined, { chat_id: String(ticket.chats[0]!.id), message: 'Refund sent today.' });
  await expect(drawerA.getByText('Refund sent today.')).toBeVisible({ timeout: 4000 });

  // B assigns the ticket to themself: A's drawer shows the assignee.
  await api(request, COLLEAGUE, 'POST', '/ticket/assignment', { ticket_id: ticket.id, assigned_to_user_id: colleagueId, remarks: 'Mine' });
  await expect(drawerA.getByText(`${COLLEAGUE.name}, by ${COLLEAGUE.name}`)).toContainText('(current)', { timeout: 4000 });
  await b.context.close();
  await a.context.close();
});

test('a colleague’s approval shows in an open application drawer', async ({ browser, request }) => {
  const submitted = await api<{ items: { id: number }[] }>(request, ADMIN, 'GET', '/service-provider-application?status=submitted&page=1&size=50');
  test.skip(submitted.items.length === 0, 'no submitted application left in the seed');
  const id = submitted.items.at(-1)!.id;
  const a = await signedInBrowser(browser, request, ADMIN, `/admin/service-provider-applications?application=${id}`);
  const drawer = a.page.getByRole('dialog');
  await expect(drawer.getByRole('button', { name: 'Approve' })).toBeVisible();
  await api(request, COLLEAGUE, 'POST', `/service-provider-application/${id}/approve`, { remarks: 'Approved live' });
  await expect(drawer.getByText(/This application was approved by \S/)).toBeVisible({ timeout: 4000 });
  await expect(drawer.getByRole('button', { name: 'Approve' })).toHaveCount(0);
  await a.context.close();
});

test('one stream per browser: a second tab opens none, and takes over when the first closes', async ({ browser, request }) => {
  const a = await signedInBrowser(browser, request, ADMIN, '/tickets');
  await expect(a.page.locator('.ant-table-row').first()).toBeVisible();
  const second: Page = await a.context.newPage();
  await second.goto('/tickets');
  await expect(second.locator('.ant-table-row').first()).toBeVisible();
  // The second tab hears the first's stream: a new ticket reaches its banner.
  await newTicket(request, `Tab ticket ${Date.now()}`);
  await expect(second.getByText('1 new ticket')).toBeVisible();
  expect(a.streams()).toBe(1); // the first tab's; the second opened none

  await a.page.close();
  await expect.poll(a.streams).toBe(2);
  await newTicket(request, `Takeover ticket ${Date.now()}`);
  await expect(second.getByText('2 new tickets')).toBeVisible();
  await a.context.close();
});

test('with the stream blocked the header says so and an open conversation still moves by polling', async ({ browser, request }) => {
  const ticket = await newTicket(request, `Blocked stream ${Date.now()}`);
  const context = await browser.newContext();
  await context.route(`${API}/events`, (route) => route.abort());
  const { access_token, refresh_token } = await tokenOf(request, ADMIN);
  await context.addInitScript(
    ([access, refresh]) => {
      localStorage.setItem('session_token', access);
      localStorage.setItem('refresh_token', refresh);
    },
    [access_token, refresh_token],
  );
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto(`/tickets?ticket=${ticket.reference_no}`);
  await expect(page.getByRole('banner').getByText('Live updates paused')).toBeVisible();
  await expect(page.getByRole('dialog').getByText('No messages yet')).toBeVisible();
  await api(request, COLLEAGUE, 'POST', '/ticket/message', undefined, { chat_id: String(ticket.chats[0]!.id), message: 'Seen by polling.' });
  await expect(page.getByRole('dialog').getByText('Seen by polling.')).toBeVisible({ timeout: 15_000 });
  expect(errors).toEqual([]);
  await context.close();
});
