import { maldivesInstant } from '@mv-admin/shared-ui/testing';
import type { Document } from '@mv-admin/shared-api/documents';
import type { Ticket, TicketCategory, TicketChatMessage, TicketSubcategory } from '@mv-admin/shared-api/tickets';
import type { UserOption } from '@mv-admin/shared-api/user-pickers';

/** Test data shaped like the contract's answers. Times are Maldives wall-clock times, as every screen shows them. */
const at = (day: number, hour = 9, minute = 0) => maldivesInstant(2026, 11, day, hour, minute);

export const me: UserOption = { id: 1, type: 'ADMIN', name: 'Demo Admin', email: 'admin@example.com' };
export const hassan: UserOption = { id: 2, type: 'ADMIN', name: 'Hassan Support', email: 'hassan@example.com' };
export const customer: UserOption = { id: 10, type: 'CUSTOMER', name: 'Aishath Customer', email: 'customer@example.com' };

export const payments: TicketCategory = {
  id: 1,
  version: 1,
  title: 'Payments & Billing',
  description: 'Charges, refunds and invoices',
  category_type: 'ALL',
  active: true,
  created_at: at(1),
  subcategory_count: 3,
};
export const ferries: TicketCategory = {
  id: 7,
  version: 1,
  title: 'Ferry Schedules (retired)',
  description: null,
  category_type: 'CUSTOMER',
  active: false,
  created_at: at(1),
  subcategory_count: 1,
};

export const refunds: TicketSubcategory = {
  id: 11,
  version: 1,
  title: 'Refund request',
  description: null,
  ticket_category_id: 1,
  active: true,
  created_at: at(1),
  ticketCategory: { id: 1, title: 'Payments & Billing', category_type: 'ALL', active: true },
};
export const ferryTiming: TicketSubcategory = {
  id: 71,
  version: 1,
  title: 'Ferry timing',
  description: 'When the boats leave',
  ticket_category_id: 7,
  active: false,
  created_at: at(1),
  ticketCategory: { id: 7, title: 'Ferry Schedules (retired)', category_type: 'CUSTOMER', active: false },
};

export const receipt: Document = {
  id: 500,
  version: 1,
  document_type_id: null,
  file_original_name: 'receipt.pdf',
  file_size: 391,
  mime: 'application/pdf',
  relation_name: 'ticket_chat_message',
  relation_id: 900,
  created_at: at(20, 10),
  user: { id: 10, name: 'Aishath Customer', email: 'customer@example.com' },
  documentType: null,
};
export const photo: Document = { ...receipt, id: 501, file_original_name: 'front-door.jpg', file_size: 2048, mime: 'image/jpeg' };

const chat = (ticketId: number, status: 'open' | 'closed' = 'open') => ({
  id: 300 + ticketId,
  ticket_id: ticketId,
  title: `TCK-2026-00000${ticketId}`,
  details: null,
  status,
  created_at: at(20),
  updated_at: at(20),
  message_count: 2,
  last_message_at: at(20, 10),
});

export const doubleCharge: Ticket = {
  id: 2,
  version: 1,
  reference_no: 'TCK-2026-000002',
  description: 'I was charged twice for the same cleaning job.',
  type: 'CUSTOMER',
  status: 'submitted',
  ticket_subcategory_id: 11,
  assigned_to_user_id: null,
  created_at: at(20, 8, 30),
  updated_at: at(20, 8, 30),
  closed_at: null,
  ticketSubcategory: { id: 11, title: 'Refund request', ticket_category_id: 1, ticketCategory: refunds.ticketCategory },
  createdBy: customer,
  assignedToUser: null,
  ticketAssignments: [],
  chats: [chat(2)],
  documents: [],
};

export const payout: Ticket = {
  ...doubleCharge,
  id: 3,
  reference_no: 'TCK-2026-000003',
  description: 'My payout went to my old bank account.',
  status: 'in-progress',
  assigned_to_user_id: 1,
  assignedToUser: me,
  ticketAssignments: [
    { id: 40, remarks: 'Billing knows this one', assigned_to_user_id: 1, assigned_at: at(20, 9), unassigned_at: null, assignedToUser: me, assignedBy: hassan },
  ],
  chats: [chat(3)],
  documents: [photo],
};

export const signInTrouble: Ticket = {
  ...doubleCharge,
  id: 6,
  reference_no: 'TCK-2026-000006',
  description: 'I cannot sign in.',
  status: 'closed',
  closed_at: at(21),
  chats: [chat(6, 'closed')],
};

export const customerMessage: TicketChatMessage = {
  id: 900,
  ticket_chat_id: 302,
  message: 'Both charges are MVR 450.00 on the same day.',
  created_at: at(20, 10, 5),
  createdBy: customer,
  documents: [receipt],
};
export const adminReply: TicketChatMessage = {
  id: 901,
  ticket_chat_id: 302,
  message: 'Thanks, we are checking with the billing team.',
  created_at: at(20, 11, 15),
  createdBy: me,
  documents: [],
};
