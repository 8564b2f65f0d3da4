import type { Queryable } from '../db/db';

/** Demo staff, customers and providers (individual and business). Phones are Maldivian. */
export const demoStaff = [
  { name: 'Ahmed Shareef', email: 'ahmed.staff@example.com', phone_number: '+9607700002' },
  { name: 'Fathimath Nisha', email: 'fathimath.support@example.com', phone_number: '+9607700003' },
  { name: 'Hassan Rasheed', email: 'hassan.ops@example.com', phone_number: '+9607700004' },
] as const;

export const demoCustomers = [
  ['Aminath Shifa', 'aminath.shifa'],
  ['Mohamed Naseem', 'mohamed.naseem'],
  ['Hawwa Leena', 'hawwa.leena'],
  ['Ali Waheed', 'ali.waheed'],
  ['Mariyam Zeena', 'mariyam.zeena'],
  ['Ismail Fayaz', 'ismail.fayaz'],
  ['Aishath Reema', 'aishath.reema'],
  ['Hussain Adam', 'hussain.adam'],
  ['Khadheeja Ahmed', 'khadheeja.ahmed'],
  ['Ibrahim Shiham', 'ibrahim.shiham'],
  ['Shaheema Moosa', 'shaheema.moosa'],
  ['Yoosuf Latheef', 'yoosuf.latheef'],
] as const;

export const demoProviders = [
  { name: 'Abdulla Plumbing Services', email: 'abdulla.fixit@example.com', kind: 'individual' },
  { name: 'Nashid Electricals', email: 'nashid.electric@example.com', kind: 'individual' },
  { name: 'Shifaz Marine Works', email: 'shifaz.marine@example.com', kind: 'individual' },
  { name: 'Zahir Tutoring', email: 'zahir.tutor@example.com', kind: 'individual' },
  { name: 'Island Movers Pvt Ltd', email: 'ops@islandmovers.example.com', kind: 'business' },
  { name: 'Blue Lagoon Cleaning Co', email: 'hello@bluelagoon.example.com', kind: 'business' },
  { name: 'Addu Tech Solutions', email: 'support@addutech.example.com', kind: 'business' },
] as const;

/** A customer who signed up and never did anything: no job is generated for them (deletable in tests). */
export const NEVER_ACTIVE_EMAIL = 'shiuna.new@example.com';

const phone = (n: number) => `+960${String(7710000 + n * 137).slice(0, 7)}`;

/**
 * Demo people sharing one password hash (the admin's: demo accounts share its password).
 * Insert-if-absent by e-mail. The existing demo provider becomes an individual provider.
 * Returns how many users were added.
 */
export async function seedDemoPeople(tx: Queryable, passwordHash: string): Promise<number> {
  const rows: Array<[string, string, string, string, string | null]> = [
    // First, so it gets the id after the three base demo accounts (4): the route matrix deletes it.
    ['CUSTOMER', 'Shiuna Ibrahim', NEVER_ACTIVE_EMAIL, phone(30), null],
    ...demoStaff.map((s) => ['ADMIN', s.name, s.email, s.phone_number, null] as [string, string, string, string, null]),
    ...demoCustomers.map(([name, handle], i) => ['CUSTOMER', name, `${handle}@example.com`, phone(i + 1), null] as [string, string, string, string, null]),
    ...demoProviders.map((p, i) => ['SERVICE_PROVIDER', p.name, p.email, phone(i + 40), p.kind] as [string, string, string, string, string]),
  ];
  const inserted = await tx.query(
    `insert into users (type, name, email, phone_number, provider_kind, password_hash)
     select u.type, u.name, u.email, u.phone, u.kind, $6 from unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[]) as u(type, name, email, phone, kind)
     on conflict ((lower(email))) do nothing returning id`,
    [rows.map((r) => r[0]), rows.map((r) => r[1]), rows.map((r) => r[2]), rows.map((r) => r[3]), rows.map((r) => r[4]), passwordHash],
  );
  await tx.query("update users set provider_kind = 'individual' where lower(email) = 'provider@example.com' and provider_kind is null");
  return inserted.length;
}
