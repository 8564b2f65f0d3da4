import { expect, test, type Locator, type Page } from '@playwright/test';
import { ADMIN, API, signIn, UNDEPLOYED_PORTS, watchConsole } from './support';

// Issue 13: the dashboard shows every deployed module's widget, its figures equal to what the
// API's own lists count (asked here directly, not through the dashboard's summary calls), and a
// figure leads to the list it summarises, filtered through that list's URL.

async function apiToken(): Promise<string> {
  const res = await fetch(`${API}/login/admin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: ADMIN.email, password: ADMIN.password }),
  });
  return (await res.json()).data.access_token as string;
}

async function apiData<T = Record<string, unknown>>(token: string, path: string): Promise<T> {
  const res = await fetch(`${API}${path}`, { headers: { authorization: `Bearer ${token}` } });
  expect(res.status, path).toBe(200);
  return (await res.json()).data as T;
}

const total = async (token: string, path: string) =>
  (await apiData<{ pagination: { total_items: number } }>(token, `${path}${path.includes('?') ? '&' : '?'}size=1`)).pagination.total_items;

const deployed = (port: number) => !UNDEPLOYED_PORTS.includes(port);
const widget = (page: Page, id: string) => page.getByTestId(`widget-${id}`);
/** The count in a bar chart's row (its last cell). */
const barValue = (chart: Locator, label: string) =>
  chart
    .getByRole('row')
    .filter({ has: chart.page().getByRole('rowheader', { name: label, exact: true }) })
    .getByRole('cell')
    .last();

/** 'MVR 1,234.50' from integer cents, written out here so the test does not trust the app's formatter. */
const mvr = (cents: number) => {
  const abs = Math.abs(cents);
  return `MVR ${cents < 0 ? '-' : ''}${Math.floor(abs / 100).toLocaleString('en-US')}.${String(abs % 100).padStart(2, '0')}`;
};

test.describe('dashboard', () => {
  test('every deployed module’s widget shows the API’s totals; a figure opens its filtered list', async ({ page }) => {
    test.setTimeout(120_000);
    const errors = watchConsole(page);
    const token = await apiToken();
    await signIn(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Welcome, ${ADMIN.name}`);
    const grid = page.getByTestId('dashboard-grid');
    await expect(grid).toBeVisible();
    // Every card settles: figures (or, for a module that is not deployed, its unavailable card).
    await expect(grid.locator('[data-widget-skeleton]')).toHaveCount(0, { timeout: 30_000 });
    let checked = 0;

    if (deployed(3001)) {
      const jobs = widget(page, 'jobs');
      const statuses: Array<[string, string]> = [
        ['draft', 'Draft'],
        ['posted', 'Posted'],
        ['vendor-notification', 'Vendors notified'],
        ['vendor-accepted', 'Vendor accepted'],
        ['vendor-counter-offer', 'Vendor counter offer'],
        ['counter-offer-accepted', 'Counter offer accepted'],
        ['scheduled', 'Scheduled'],
        ['in-progress', 'In progress'],
        ['vendor-completed', 'Vendor completed'],
        ['completed', 'Completed'],
        ['cancelled', 'Cancelled'],
      ];
      const chart = jobs.getByRole('table', { name: 'Jobs by status' });
      for (const [status, label] of statuses) await expect(barValue(chart, label)).toHaveText(String(await total(token, `/jobs?status=${status}`)));
      await expect(jobs.getByRole('link', { name: `All jobs ${await total(token, '/jobs')}` })).toBeVisible();
      // Posted in the last 7 days, counted from the list itself (newest first, no date filter in spec §7).
      const all = await apiData<{ items: Array<{ created_at: string; status: string }> }>(token, '/jobs?unpaginated=true');
      const since = Date.now() - 7 * 86_400_000;
      const recent = all.items.filter((j) => Date.parse(j.created_at) >= since && j.status !== 'draft').length;
      await expect(jobs.getByRole('link', { name: new RegExp(`^Posted in the last 7 days ${recent} `) })).toBeVisible();
      checked += 1;
    }

    if (deployed(3002)) {
      const me = await apiData<{ id: number }>(token, '/me');
      const tickets = widget(page, 'tickets');
      for (const [status, label] of [
        ['submitted', 'Submitted'],
        ['in-progress', 'In progress'],
      ]) {
        await expect(tickets.getByRole('link', { name: `${label}, open: ${await total(token, `/tickets?status=${status}`)}` })).toBeVisible();
        await expect(
          tickets.getByRole('link', { name: `${label}, unassigned: ${await total(token, `/tickets?status=${status}&assigned_to_user_id=unassigned`)}` }),
        ).toBeVisible();
        await expect(
          tickets.getByRole('link', { name: `${label}, assigned to me: ${await total(token, `/tickets?status=${status}&assigned_to_user_id=${me.id}`)}` }),
        ).toBeVisible();
      }
      checked += 1;
    }

    if (deployed(3005)) {
      const onboarding = widget(page, 'onboarding');
      await expect(
        onboarding.getByRole('link', { name: `Applications submitted ${await total(token, '/service-provider-application?status=submitted')}` }),
      ).toBeVisible();
      await expect(
        onboarding.getByRole('link', {
          name: `Individual requests pending ${await total(token, '/service-provider/onboarding/individual/list?status=pending')}`,
        }),
      ).toBeVisible();
      await expect(
        onboarding.getByRole('link', { name: `Business requests pending ${await total(token, '/service-provider/onboarding/business/list?status=pending')}` }),
      ).toBeVisible();
      checked += 1;
    }

    if (deployed(3006)) {
      const billing = widget(page, 'billing');
      const [latest] = (
        await apiData<{ items: Array<{ id: number; batch_name: string; total_billed_amount: number; total_paid_amount: number }> }>(
          token,
          '/business-transfer-sheet?size=1',
        )
      ).items;
      expect(latest).toBeDefined();
      await expect(
        billing.getByRole('link', { name: `Outstanding on ${latest!.batch_name} ${mvr(latest!.total_billed_amount - latest!.total_paid_amount)}` }),
      ).toHaveAttribute('href', `/billing/business-transfer-sheet/${latest!.id}/details`);
      const sheets = (await apiData<{ items: Array<{ id: number }> }>(token, '/business-transfer-sheet?unpaginated=true')).items;
      let overdue = 0;
      for (const sheet of sheets) overdue += await total(token, `/business-transfer-sheet/${sheet.id}/items?overdue=true`);
      await expect(billing.getByRole('link', { name: new RegExp(`^Overdue items ${overdue}( |$)`) })).toBeVisible();
      await expect(billing.getByRole('link', { name: /^Next sheet generation [A-Z][a-z]{2} \d{1,2}, \d{4}$/ })).toBeVisible();
      checked += 1;
    }

    if (deployed(3003)) {
      await expect(widget(page, 'islands').getByRole('link', { name: `Inactive islands ${await total(token, '/islands?active=false')}` })).toBeVisible();
      checked += 1;
    }
    if (deployed(3004)) {
      await expect(
        widget(page, 'distance-addons').getByRole('link', {
          name: `Inactive distance add-ons ${await total(token, '/delivery-distance-addons?is_active=false')}`,
        }),
      ).toBeVisible();
      checked += 1;
    }
    expect(checked).toBeGreaterThan(0);
    await expect(grid.getByText(/module is unavailable/)).toHaveCount(6 - checked);

    // A figure opens the list it summarises, filtered through that list's URL.
    if (deployed(3001)) {
      const completed = await total(token, '/jobs?status=completed');
      await widget(page, 'jobs').getByRole('table', { name: 'Jobs by status' }).getByRole('link', { name: 'Completed', exact: true }).click();
      await expect(page).toHaveURL(/\/jobs\?status=completed$/);
      await expect(page.getByRole('heading', { level: 1, name: 'All Jobs' })).toBeVisible();
      await expect(page.getByText(new RegExp(`of ${completed}$`))).toBeVisible();
    } else if (deployed(3002)) {
      await widget(page, 'tickets')
        .getByRole('link', { name: /^Submitted, unassigned: / })
        .click();
      await expect(page).toHaveURL(/\/tickets\?status=submitted&assigned_to_user_id=unassigned$/);
      await expect(page.getByRole('heading', { level: 1, name: 'All Tickets' })).toBeVisible();
    }
    expect(errors).toEqual([]);
  });

  test('the widgets read what their registry entries declare, asked for as the dashboard opens', async ({ page, request }) => {
    // Declared reads start alongside the modules' code (issue 37) and each widget's call takes
    // that answer: a widget reading a URL its module does not declare pays a round trip after its
    // code arrives, which this catches. Paths relative to the API, queries in a stable order.
    const normal = (url: string) => {
      const [path = '', query = ''] = url.split('?');
      const params = new URLSearchParams(query);
      params.sort();
      return `${path}${params.size ? `?${params}` : ''}`;
    };
    const registry = (await (await request.get('/remotes.json')).json()) as { remotes: { widgets?: { reads?: string[] }[] }[] };
    const declared = registry.remotes.flatMap((r) => (r.widgets ?? []).flatMap((w) => w.reads ?? [])).map(normal);
    expect(declared.length).toBeGreaterThanOrEqual(6);
    const read: string[] = [];
    page.on('request', (req) => {
      if (req.method() !== 'GET' || !req.url().startsWith(API)) return;
      const path = normal(req.url().slice(API.length));
      if (!/^\/(is-authenticated|me|events)(\?|$)/.test(path)) read.push(path);
    });
    await signIn(page);
    await expect(page.getByTestId('dashboard-grid').locator('[data-widget-skeleton]')).toHaveCount(0, { timeout: 30_000 });
    expect([...new Set(read)].sort()).toEqual([...new Set(declared)].sort());
  });

  test('a module that fails shows its compact unavailable card; the others render; Retry brings it back', async ({ page }) => {
    test.skip(!deployed(3006) || !deployed(3003), 'needs the billing and locations modules');
    await page.route('http://localhost:3006/remoteEntry.js', (route) => route.fulfill({ status: 404, body: 'gone' }));
    await signIn(page);
    const card = page.getByTestId('module-mf_billing');
    await expect(card.getByRole('alert')).toContainText('The Billing module is unavailable', { timeout: 15_000 });
    await expect(widget(page, 'islands').getByRole('link', { name: /^Inactive islands \d+$/ })).toBeVisible();
    await page.unroute('http://localhost:3006/remoteEntry.js');
    await card.getByRole('button', { name: 'Retry' }).click();
    await expect(widget(page, 'billing').getByRole('link', { name: /^Overdue items / })).toBeVisible();
    await expect(page.getByText('The Billing module is unavailable')).toHaveCount(0);
  });
});
