import type { CsvKind } from '../csv/cells';
import type { ListName } from './lists';

/**
 * One column of a list's CSV export: `key` is the screen's column key (its `key`, or its
 * `dataIndex` when a string), as in the list's `cols` URL state and the export's `columns`;
 * `value` reads it from a list item (default: the item's field `key`).
 */
export interface ExportColumn {
  key: string;
  title: string;
  kind: CsvKind;
  value?: (item: never) => unknown;
}

/** The lists with an export: every list screen but a sheet's items (the sheet has its own export). */
export type ExportedList = Exclude<ListName, 'sheet-items'>;

// 'Maldives time' in a title: the file's dates and times are the wall clock of Malé (UTC+05:00).
const MV = '(Maldives time, UTC+05:00)';
type Named = { name: string } | null | undefined;
const nameOf = (v: Named) => v?.name ?? null;

type Slot = { unit_of_time: string; duration: number };
const slotText = (s: Slot) => `${s.duration} ${s.unit_of_time}${s.duration === 1 ? '' : 's'}`;
type IslandWithAtoll = { name: string; atoll?: { name: string } | null };
const islandText = (i: IslandWithAtoll) => (i.atoll ? `${i.name} (${i.atoll.name})` : i.name);
const categoriesText = (r: { serviceCategories: { name: string }[] }) => r.serviceCategories.map((c) => c.name).join('; ');

/** Each list's export columns, declared once, with the screen's column keys and titles. */
export const EXPORT_COLUMNS = {
  jobs: [
    { key: 'id', title: 'ID', kind: 'number' },
    { key: 'title', title: 'Title', kind: 'text' },
    { key: 'status', title: 'Status', kind: 'text' },
    { key: 'job_type', title: 'Type', kind: 'text' },
    { key: 'customer', title: 'Customer', kind: 'text', value: (j: { createdBy: Named }) => nameOf(j.createdBy) },
    { key: 'provider', title: 'Provider', kind: 'text', value: (j: { serviceProvider: Named }) => nameOf(j.serviceProvider) },
    {
      key: 'subcategory',
      title: 'Category / Subcategory',
      kind: 'text',
      value: (j: { jobSubcategory: { name: string; jobCategory: { name: string } } }) => `${j.jobSubcategory.jobCategory.name} / ${j.jobSubcategory.name}`,
    },
    { key: 'job_estimated_budget', title: 'Budget (MVR)', kind: 'money' },
    { key: 'job_total_cost', title: 'Total cost (MVR)', kind: 'money' },
    { key: 'created_at', title: `Created ${MV}`, kind: 'datetime' },
  ],
  tickets: [
    { key: 'reference_no', title: 'Reference', kind: 'text' },
    {
      key: 'subcategory',
      title: 'Category / Subcategory',
      kind: 'text',
      value: (t: { ticketSubcategory: { title: string; ticketCategory: { title: string } } }) =>
        `${t.ticketSubcategory.ticketCategory.title} / ${t.ticketSubcategory.title}`,
    },
    { key: 'createdBy', title: 'Raised by', kind: 'text', value: (t: { createdBy: Named }) => nameOf(t.createdBy) },
    { key: 'status', title: 'Status', kind: 'text' },
    { key: 'assignee', title: 'Assigned to', kind: 'text', value: (t: { assignedToUser: Named }) => nameOf(t.assignedToUser) },
    { key: 'created_at', title: `Created ${MV}`, kind: 'datetime' },
  ],
  atolls: [
    { key: 'name', title: 'Name', kind: 'text' },
    { key: 'code', title: 'Code', kind: 'text' },
    { key: 'province', title: 'Province', kind: 'text' },
  ],
  'job-categories': [
    { key: 'name', title: 'Name', kind: 'text' },
    { key: 'active', title: 'Active', kind: 'boolean' },
    {
      key: 'documentTypes',
      title: 'Required documents',
      kind: 'text',
      value: (c: { documentTypes: { name: string }[] }) => c.documentTypes.map((d) => d.name).join('; '),
    },
    { key: 'user', title: 'Created by', kind: 'text', value: (c: { user: Named }) => nameOf(c.user) },
    { key: 'created_at', title: `Created ${MV}`, kind: 'date' },
  ],
  'job-subcategories': [
    { key: 'name', title: 'Name', kind: 'text' },
    { key: 'category', title: 'Category', kind: 'text', value: (s: { jobCategory: { name: string } }) => s.jobCategory.name },
    { key: 'workflow', title: 'Workflow', kind: 'text', value: (s: { workflow: { name: string } }) => s.workflow.name },
    { key: 'active', title: 'Active', kind: 'boolean' },
    { key: 'created_at', title: `Created ${MV}`, kind: 'date' },
  ],
  'ticket-categories': [
    { key: 'title', title: 'Title', kind: 'text' },
    { key: 'description', title: 'Description', kind: 'text' },
    { key: 'category_type', title: 'Offered to', kind: 'text' },
    { key: 'subcategory_count', title: 'Subcategories', kind: 'number' },
    { key: 'active', title: 'Active', kind: 'boolean' },
  ],
  'ticket-subcategories': [
    { key: 'title', title: 'Title', kind: 'text' },
    { key: 'category', title: 'Category', kind: 'text', value: (s: { ticketCategory: { title: string } }) => s.ticketCategory.title },
    { key: 'description', title: 'Description', kind: 'text' },
    { key: 'active', title: 'Active', kind: 'boolean' },
  ],
  islands: [
    { key: 'name', title: 'Name', kind: 'text' },
    { key: 'atoll', title: 'Atoll', kind: 'text', value: (i: { atoll: { name: string; code: string } }) => `${i.atoll.name} (${i.atoll.code})` },
    { key: 'active', title: 'Active', kind: 'boolean' },
  ],
  'business-locations': [
    { key: 'name', title: 'Name', kind: 'text' },
    { key: 'type', title: 'Type', kind: 'text' },
    { key: 'road', title: 'Road', kind: 'text' },
    { key: 'island', title: 'Island', kind: 'text', value: (l: { island: { name: string } }) => l.island.name },
    { key: 'active', title: 'Active', kind: 'boolean' },
    { key: 'createdBy', title: 'Created by', kind: 'text', value: (l: { createdBy: Named }) => nameOf(l.createdBy) },
    { key: 'created_at', title: `Created at ${MV}`, kind: 'datetime' },
  ],
  'delivery-slots': [
    { key: 'name', title: 'Name', kind: 'text' },
    { key: 'duration', title: 'Duration', kind: 'text', value: (s: Slot) => slotText(s) },
    { key: 'active', title: 'Active', kind: 'boolean', value: (s: { is_active: boolean }) => s.is_active },
  ],
  'package-configs': [
    { key: 'name', title: 'Name', kind: 'text' },
    { key: 'deliverySlot', title: 'Delivery slot', kind: 'text', value: (p: { deliverySlot: { name: string } }) => p.deliverySlot.name },
    { key: 'weight', title: 'Weight (kg)', kind: 'text', value: (p: { min_weight: number; max_weight: number }) => `${p.min_weight}-${p.max_weight}` },
    { key: 'price', title: 'Price (MVR)', kind: 'money' },
    { key: 'description', title: 'Description', kind: 'text' },
    { key: 'active', title: 'Active', kind: 'boolean', value: (p: { is_active: boolean }) => p.is_active },
  ],
  'distance-addons': [
    { key: 'from', title: 'From island', kind: 'text', value: (a: { fromIsland: IslandWithAtoll }) => islandText(a.fromIsland) },
    { key: 'to', title: 'To island', kind: 'text', value: (a: { toIsland: IslandWithAtoll }) => islandText(a.toIsland) },
    { key: 'price', title: 'Price (MVR)', kind: 'money' },
    { key: 'active', title: 'Active', kind: 'boolean', value: (a: { is_active: boolean }) => a.is_active },
  ],
  users: [
    { key: 'name', title: 'Name', kind: 'text' },
    { key: 'email', title: 'E-mail', kind: 'text' },
    { key: 'phone_number', title: 'Phone', kind: 'text' },
    { key: 'type', title: 'Type', kind: 'text' },
    { key: 'created_at', title: `Created ${MV}`, kind: 'date' },
  ],
  'individual-requests': [
    { key: 'name', title: 'Name', kind: 'text', value: (r: { full_name: string }) => r.full_name },
    { key: 'contact', title: 'Contact', kind: 'text', value: (r: { email: string; phone_number: string }) => `${r.email}; ${r.phone_number}` },
    { key: 'island', title: 'Island', kind: 'text' },
    { key: 'categories', title: 'Service categories', kind: 'text', value: categoriesText },
    { key: 'status', title: 'Status', kind: 'text' },
    { key: 'created_at', title: `Submitted ${MV}`, kind: 'datetime' },
  ],
  'business-requests': [
    { key: 'business', title: 'Business', kind: 'text', value: (r: { business_name: string }) => r.business_name },
    {
      key: 'contact',
      title: 'Contact person',
      kind: 'text',
      value: (r: { contact_person_name: string; email: string }) => `${r.contact_person_name}; ${r.email}`,
    },
    { key: 'office_island', title: 'Office island', kind: 'text' },
    { key: 'categories', title: 'Service categories', kind: 'text', value: categoriesText },
    { key: 'status', title: 'Status', kind: 'text' },
    { key: 'created_at', title: `Submitted ${MV}`, kind: 'datetime' },
  ],
  applications: [
    { key: 'provider', title: 'Provider', kind: 'text', value: (a: { user: { name: string } }) => a.user.name },
    { key: 'jobCategory', title: 'Job category', kind: 'text', value: (a: { jobCategory: { name: string } }) => a.jobCategory.name },
    { key: 'status', title: 'Status', kind: 'text' },
    {
      key: 'submitted',
      title: `Submitted ${MV}`,
      kind: 'datetime',
      value: (a: { actions: { action_type: string; created_at: string }[] }) => a.actions.find((x) => x.action_type === 'submitted')?.created_at ?? null,
    },
    { key: 'documents', title: 'Documents', kind: 'number', value: (a: { documents: unknown[] }) => a.documents.length },
  ],
  activity: [
    { key: 'occurred_at', title: `When ${MV}`, kind: 'datetime' },
    { key: 'actor', title: 'Who', kind: 'text', value: (e: { actor: Named; actor_email: string | null }) => nameOf(e.actor) ?? e.actor_email },
    { key: 'action', title: 'Action', kind: 'text' },
    {
      key: 'record',
      title: 'Record',
      kind: 'text',
      value: (e: { entity_type: string; entity_id: string | null }) => [e.entity_type, e.entity_id].filter(Boolean).join(' '),
    },
    { key: 'changes', title: 'Changes', kind: 'text', value: (e: { changes: unknown }) => JSON.stringify(e.changes) },
  ],
  'transfer-sheets': [
    { key: 'batch_name', title: 'Batch name', kind: 'text' },
    {
      key: 'period',
      title: 'Billing period',
      kind: 'text',
      value: (s: { billing_period_start: string; billing_period_end: string }) => `${s.billing_period_start} - ${s.billing_period_end}`,
    },
    { key: 'status', title: 'Status', kind: 'text' },
    { key: 'items_count', title: 'Items', kind: 'number' },
    { key: 'total_billed_amount', title: 'Billed amount (MVR)', kind: 'money' },
    { key: 'total_paid_amount', title: 'Paid amount (MVR)', kind: 'money' },
    { key: 'createdBy', title: 'Created by', kind: 'text', value: (s: { createdBy: Named }) => nameOf(s.createdBy) },
    { key: 'created_at', title: `Created at ${MV}`, kind: 'datetime' },
  ],
} satisfies Record<ExportedList, readonly ExportColumn[]>;
