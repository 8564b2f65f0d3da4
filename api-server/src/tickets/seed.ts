import type { Queryable } from '../db/db';

/** Ticket categories with their subcategories (spec §3); the last one is retired (inactive). */
export const demoTicketCategories = [
  {
    title: 'Payments & Billing',
    type: 'ALL',
    active: true,
    description: 'Charges, refunds and invoices',
    subcategories: ['Refund request', 'Payment failed', 'Invoice question'],
  },
  {
    title: 'Jobs & Bookings',
    type: 'CUSTOMER',
    active: true,
    description: 'Problems with a posted or ongoing job',
    subcategories: ['Provider did not show up', 'Job quality complaint', 'Cancel a job'],
  },
  {
    title: 'Delivery',
    type: 'ALL',
    active: true,
    description: 'Parcels between islands',
    subcategories: ['Parcel delayed', 'Parcel damaged', 'Wrong drop-off address'],
  },
  {
    title: 'Account & Profile',
    type: 'ALL',
    active: true,
    description: 'Signing in and personal details',
    subcategories: ['Cannot sign in', 'Update phone number', 'Close my account'],
  },
  {
    title: 'Provider Onboarding',
    type: 'SERVICE_PROVIDER',
    active: true,
    description: 'Applications, documents and payouts',
    subcategories: ['Documents rejected', 'Application status', 'Payout details'],
  },
  { title: 'Technical Issue', type: 'ALL', active: true, description: 'The app misbehaves', subcategories: ['App crashes', 'Notifications not received'] },
  { title: 'Ferry Schedules (retired)', type: 'ALL', active: false, description: 'Replaced by Delivery', subcategories: ['Ferry timing'] },
] as const;

type Status = 'submitted' | 'in-progress' | 'closed';

/**
 * The first tickets, written out so that their ids are known (1..6: the route matrix and the
 * tests act on them): who raised it, its subcategory, status, whether an admin holds it, and
 * the conversation (c = the creator, a = the admin).
 */
const storyTickets: Array<{
  by: 'customer' | 'provider';
  sub: string;
  status: Status;
  assigned: boolean;
  days: number;
  description: string;
  chat: Array<['c' | 'a', string]>;
}> = [
  {
    by: 'customer',
    sub: 'Parcel delayed',
    status: 'submitted',
    assigned: false,
    days: 1,
    description: 'My parcel from Malé to Maafushi was due yesterday on the 2 Hours Express slot and has not arrived.',
    chat: [['c', 'The tracking still shows it at the Malé jetty.']],
  },
  {
    by: 'customer',
    sub: 'Refund request',
    status: 'submitted',
    assigned: false,
    days: 2,
    description: 'I was charged twice for the same cleaning job. Please refund the second payment.',
    chat: [['c', 'Both charges are MVR 450.00 on the same day.']],
  },
  {
    by: 'provider',
    sub: 'Payout details',
    status: 'in-progress',
    assigned: true,
    days: 3,
    description: 'My payout for last week went to my old bank account. I updated it in my profile.',
    chat: [
      ['c', 'The new account is at Bank of Maldives.'],
      ['a', 'Thanks, we are checking with the billing team.'],
    ],
  },
  {
    by: 'customer',
    sub: 'Provider did not show up',
    status: 'in-progress',
    assigned: true,
    days: 4,
    description: 'The AC technician did not come at the scheduled time in Hulhumalé and does not answer calls.',
    chat: [
      ['c', 'I waited from 9 to 12.'],
      ['a', 'Sorry about that. We have contacted the provider.'],
      ['c', 'Any news?'],
    ],
  },
  {
    by: 'provider',
    sub: 'Documents rejected',
    status: 'submitted',
    assigned: false,
    days: 5,
    description: 'My trade licence was rejected but the document is valid until 2027.',
    chat: [],
  },
  {
    by: 'customer',
    sub: 'Cannot sign in',
    status: 'closed',
    assigned: true,
    days: 12,
    description: 'I cannot sign in after changing my phone number.',
    chat: [
      ['c', 'It says invalid password.'],
      ['a', 'We reset your sign-in. Please try again.'],
      ['c', 'It works now, thank you.'],
    ],
  },
];

const descriptions = [
  'The provider asked for more money than the accepted offer.',
  'The parcel arrived wet and the box was torn.',
  'I need an invoice with my business registration number.',
  'The app closes when I open the chat with the provider.',
  'I did not receive the job alert for a delivery near Villimalé.',
  'The payment failed but the amount was taken from my card.',
  'Please change my phone number to my new Ooredoo number.',
  'The drop-off address on the job is wrong: it should be Hithadhoo, not Feydhoo.',
  'My application has been in submitted status for two weeks.',
  'The cleaner left before finishing the job.',
  'I want to close my account and delete my data.',
  'I cancelled the job but was still charged the booking fee.',
];
const customerLines = [
  'Any update on this?',
  'I attached the receipt in the job chat.',
  'This is urgent, please.',
  'Thank you for the quick reply.',
  'The provider still has not called me.',
];
const adminLines = [
  'Thank you, we are looking into it.',
  'We have contacted the provider.',
  'Could you share the job reference?',
  'The refund has been processed and will show in 3-5 working days.',
  'We have fixed the issue. Please check again.',
];

/** A small, seeded PRNG (mulberry32): the same data on every run, no Math.random. */
export function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const pick = <T>(random: () => number, items: readonly T[]): T => items[Math.floor(random() * items.length)]!;

export interface TicketSeedOptions {
  adminEmail: string;
  /** 'large' loads at least LARGE_TICKET_COUNT tickets in bulk (benchmarks, pagination at scale). */
  scale?: 'demo' | 'large';
}
export const DEMO_TICKET_COUNT = 36;
export const LARGE_TICKET_COUNT = 20_000;
const BATCH = 2_000;

export interface TicketSeedReport {
  ticketCategories: number;
  ticketSubcategories: number;
  tickets: number;
  ticketAssignments: number;
  ticketMessages: number;
}

async function seedCategories(tx: Queryable, report: TicketSeedReport): Promise<Map<string, number>> {
  for (const category of demoTicketCategories) {
    const rows = await tx.query(
      `insert into ticket_categories (title, description, category_type, active) values ($1, $2, $3, $4)
       on conflict ((lower(title))) do nothing returning id`,
      [category.title, category.description, category.type, category.active],
    );
    report.ticketCategories += rows.length;
    for (const title of category.subcategories) {
      const sub = await tx.query(
        `insert into ticket_subcategories (title, ticket_category_id, active)
         select $1, id, $3 from ticket_categories where lower(title) = lower($2)
         on conflict (ticket_category_id, (lower(title))) do nothing returning id`,
        [title, category.title, category.active],
      );
      report.ticketSubcategories += sub.length;
    }
  }
  const subs = await tx.query<{ id: number; title: string }>(
    'select s.id, s.title from ticket_subcategories s join ticket_categories c on c.id = s.ticket_category_id where s.active and c.active order by s.id',
  );
  return new Map(subs.map((s) => [s.title, s.id]));
}

interface Seeded {
  description: string;
  subcategoryId: number;
  createdBy: number;
  type: string;
  status: Status;
  /** Minutes before now. */
  ageMinutes: number;
  assignee: number | null;
  /** An earlier assignment that was ended (reassigned or unassigned). */
  previousAssignee: number | null;
  chat: Array<[number, string]>;
}

/**
 * Inserts tickets with their chats, assignments and messages in a few statements per batch
 * (unnest of arrays), so 20,000 tickets load in seconds on PGlite too.
 */
async function insertTickets(tx: Queryable, tickets: Seeded[], adminId: number, report: TicketSeedReport): Promise<void> {
  for (let start = 0; start < tickets.length; start += BATCH) {
    const batch = tickets.slice(start, start + BATCH);
    const column = <K extends keyof Seeded>(key: K) => batch.map((t) => t[key]);
    const ids = await tx.query<{ id: number }>(
      `insert into tickets (reference_no, description, type, status, ticket_subcategory_id, created_by, assigned_to_user_id, closed_at, created_at, updated_at)
       select ticket_reference_no(at, nextval('ticket_reference_seq')), description, type, status, sub, creator, assignee,
              case when status = 'closed' then least(at + interval '2 days', now()) end, at, at
       from (select *, now() - make_interval(mins => age) as at
             from unnest($1::text[], $2::text[], $3::text[], $4::int[], $5::int[], $6::int[], $7::int[])
               with ordinality as u(description, type, status, sub, creator, assignee, age, ord)) s
       order by ord
       returning id`,
      [column('description'), column('type'), column('status'), column('subcategoryId'), column('createdBy'), column('assignee'), column('ageMinutes')],
    );
    // insert ... select ... order by returns ids in insertion order (identity values ascend with it).
    const ticketIds = ids.map((r) => r.id).sort((a, b) => a - b);
    const chats = await tx.query<{ id: number; ticket_id: number }>(
      `insert into ticket_chats (ticket_id, title, details, status, created_by, created_at, updated_at)
       select t.id, t.reference_no, t.description, case when t.status = 'closed' then 'closed' else 'open' end, t.created_by, t.created_at, t.created_at
       from tickets t where t.id = any($1::int[]) order by t.id
       returning id, ticket_id`,
      [ticketIds],
    );
    const chatOf = new Map(chats.map((c) => [c.ticket_id, c.id]));

    const assignment = { ticket: [] as number[], user: [] as number[], remarks: [] as (string | null)[], at: [] as number[], until: [] as (number | null)[] };
    const message = { chat: [] as number[], text: [] as string[], by: [] as number[], at: [] as number[] };
    batch.forEach((t, i) => {
      const ticketId = ticketIds[i]!;
      if (t.previousAssignee !== null) {
        assignment.ticket.push(ticketId);
        assignment.user.push(t.previousAssignee);
        assignment.remarks.push('First line support');
        assignment.at.push(t.ageMinutes - 30);
        assignment.until.push(t.ageMinutes - 240);
      }
      if (t.assignee !== null) {
        assignment.ticket.push(ticketId);
        assignment.user.push(t.assignee);
        assignment.remarks.push(t.previousAssignee ? 'Escalated' : 'Please handle');
        assignment.at.push(t.ageMinutes - (t.previousAssignee ? 240 : 60));
        assignment.until.push(null);
      }
      t.chat.forEach(([by, text], n) => {
        message.chat.push(chatOf.get(ticketId)!);
        message.text.push(text);
        message.by.push(by);
        message.at.push(t.ageMinutes - 90 * (n + 1));
      });
    });
    if (assignment.ticket.length) {
      const rows = await tx.query(
        `insert into ticket_assignments (ticket_id, assigned_to_user_id, assigned_by, remarks, assigned_at, unassigned_at)
         select ticket, usr, $6, remarks, now() - make_interval(mins => greatest(at, 0)), case when until is null then null else now() - make_interval(mins => greatest(until, 0)) end
         from unnest($1::int[], $2::int[], $3::text[], $4::int[], $5::int[]) as u(ticket, usr, remarks, at, until)
         returning id`,
        [assignment.ticket, assignment.user, assignment.remarks, assignment.at, assignment.until, adminId],
      );
      report.ticketAssignments += rows.length;
    }
    if (message.chat.length) {
      const rows = await tx.query(
        `insert into ticket_chat_messages (ticket_chat_id, message, created_by, created_at)
         select chat, text, usr, now() - make_interval(mins => greatest(at, 0))
         from unnest($1::int[], $2::text[], $3::int[], $4::int[]) as u(chat, text, usr, at)
         returning id`,
        [message.chat, message.text, message.by, message.at],
      );
      report.ticketMessages += rows.length;
    }
    report.tickets += batch.length;
  }
}

/**
 * Two demo attachments, served from the documents module's bundled samples (no file is written):
 * a receipt on the first message of the double-charge ticket and a photo on the no-show ticket.
 */
async function attachSampleFiles(tx: Queryable): Promise<void> {
  await tx.query(
    `insert into documents (file_original_name, file_size, mime, storage_name, user_id, relation_name, relation_id, created_at)
     select 'receipt.pdf', 391, 'application/pdf', 'sample:receipt.pdf#ticket-message-' || m.id, m.created_by, 'ticket_chat_message', m.id, m.created_at
     from ticket_chat_messages m join ticket_chats ch on ch.id = m.ticket_chat_id join tickets t on t.id = ch.ticket_id
     where t.description like 'I was charged twice%' order by m.id limit 1`,
  );
  await tx.query(
    `insert into documents (file_original_name, file_size, mime, storage_name, user_id, relation_name, relation_id, created_at)
     select 'front-door.jpg', 332, 'image/jpeg', 'sample:photo.jpg#ticket-' || t.id, t.created_by, 'ticket', t.id, t.created_at
     from tickets t where t.description like 'The AC technician%' order by t.id limit 1`,
  );
}

/**
 * Demo tickets: 7 categories (one retired) with 18 subcategories, then (once, when there are no
 * tickets yet) 36 tickets in every status raised by the demo customer and provider, with
 * assignments to the admins and chat messages from both sides. With `scale: 'large'`, bulk
 * tickets up to 20,000 from every customer and provider, assigned among every admin. Seeded
 * PRNG: the same data on every run.
 */
export async function seedDemoTickets(tx: Queryable, options: TicketSeedOptions): Promise<TicketSeedReport> {
  const report: TicketSeedReport = { ticketCategories: 0, ticketSubcategories: 0, tickets: 0, ticketAssignments: 0, ticketMessages: 0 };
  const subcategories = await seedCategories(tx, report);
  const users = await tx.query<{ id: number; type: string; email: string }>('select id, type, lower(email) as email from users order by id');
  const admin = users.find((u) => u.email === options.adminEmail.toLowerCase()) ?? users.find((u) => u.type === 'ADMIN');
  const customer = users.find((u) => u.email === 'customer@example.com') ?? users.find((u) => u.type === 'CUSTOMER');
  const provider = users.find((u) => u.email === 'provider@example.com') ?? users.find((u) => u.type === 'SERVICE_PROVIDER');
  if (!admin || !customer || !provider) return report;
  const [{ n: existing }] = (await tx.query<{ n: number }>('select count(*)::int as n from tickets')) as [{ n: number }];
  const random = prng(20260101);
  const subIds = [...subcategories.values()];
  const admins = users.filter((u) => u.type === 'ADMIN');

  if (existing === 0) {
    const demo: Seeded[] = storyTickets.map((s) => {
      const creator = s.by === 'customer' ? customer : provider;
      return {
        description: s.description,
        subcategoryId: subcategories.get(s.sub)!,
        createdBy: creator.id,
        type: creator.type,
        status: s.status,
        ageMinutes: s.days * 24 * 60,
        assignee: s.assigned ? admin.id : null,
        previousAssignee: null,
        chat: s.chat.map(([who, text]) => [who === 'c' ? creator.id : admin.id, text]),
      };
    });
    const statuses: Status[] = ['submitted', 'in-progress', 'closed'];
    for (let i = demo.length; i < DEMO_TICKET_COUNT; i++) {
      const creator = i % 3 === 2 ? provider : customer;
      const status = statuses[i % 3]!;
      // Some in-progress tickets were unassigned again; some closed ones never had an assignee.
      const assigned = status !== 'submitted' && random() > 0.2;
      // Spread over every admin (the demo staff too), so the assignee filter has something to show.
      const assignee = pick(random, admins);
      const chat: Array<[number, string]> = [[creator.id, pick(random, customerLines)]];
      for (let m = Math.floor(random() * 4); m > 0; m--) chat.push(m % 2 ? [assignee.id, pick(random, adminLines)] : [creator.id, pick(random, customerLines)]);
      demo.push({
        description: pick(random, descriptions),
        subcategoryId: pick(random, subIds),
        createdBy: creator.id,
        type: creator.type,
        status,
        ageMinutes: Math.floor(random() * 90 * 24 * 60) + 60 * 24 * (i % 7),
        assignee: assigned ? assignee.id : null,
        previousAssignee: status === 'in-progress' && !assigned ? assignee.id : null,
        chat,
      });
    }
    await insertTickets(tx, demo, admin.id, report);
    await attachSampleFiles(tx);
  }

  if (options.scale === 'large') {
    const [{ n: now }] = (await tx.query<{ n: number }>('select count(*)::int as n from tickets')) as [{ n: number }];
    const raisers = users.filter((u) => u.type !== 'ADMIN');
    const bulk: Seeded[] = [];
    for (let i = now; i < LARGE_TICKET_COUNT; i++) {
      const creator = pick(random, raisers);
      const r = random();
      const status: Status = r < 0.3 ? 'submitted' : r < 0.6 ? 'in-progress' : 'closed';
      const assignee = status === 'submitted' || random() < 0.1 ? null : pick(random, admins).id;
      const previous = assignee !== null && admins.length > 1 && random() < 0.15 ? pick(random, admins).id : null;
      const chat: Array<[number, string]> = [[creator.id, pick(random, customerLines)]];
      if (status !== 'submitted') chat.push([assignee ?? admin.id, pick(random, adminLines)]);
      bulk.push({
        description: pick(random, descriptions),
        subcategoryId: pick(random, subIds),
        createdBy: creator.id,
        type: creator.type,
        status,
        ageMinutes: Math.floor(random() * 2 * 365 * 24 * 60) + 60,
        assignee,
        previousAssignee: previous === assignee ? null : previous,
        chat,
      });
    }
    await insertTickets(tx, bulk, admin.id, report);
  }
  return report;
}
