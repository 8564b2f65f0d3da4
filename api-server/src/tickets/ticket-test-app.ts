import { calls } from '../contract';
import { contractData } from '../testing/expect-contract';
import { type Session, startTestApp, type TestApp } from '../testing/test-app';

/** The tickets suites' app: the demo seed signed in as the admin, with the demo users' ids and the ticket subcategories by title. */
export async function startTicketsApp() {
  const t = await startTestApp();
  const admin = await t.login('admin');
  const users = await t.db.query<{ id: number; email: string }>('select id, email from users');
  const id = (email: string) => users.find((u) => u.email === email)!.id;
  const ids = { admin: id('admin@example.com'), customer: id('customer@example.com'), provider: id('provider@example.com') };
  const subs = contractData(calls.listTicketSubcategories, await t.request({ method: 'GET', url: '/api/v1/ticket/subcategories?unpaginated=true' }, admin));
  const subcategory: Record<string, number> = Object.fromEntries(subs.items.map((s) => [s.title, s.id]));
  return { t, admin, ids, subcategory };
}

export type TicketsApp = Awaited<ReturnType<typeof startTicketsApp>>;

/** `GET /tickets?<query>` as `admin`: a 200, and its page as the contract reads it. */
export async function listTickets(t: TestApp, admin: Session, query = '') {
  const res = await t.request({ method: 'GET', url: `/api/v1/tickets?${query}` }, admin);
  expect(res.statusCode).toBe(200);
  return contractData(calls.listTickets, res);
}
