import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { calls } from '../contract';
import { contractData, errorBody, issuesByField } from '../testing/expect-contract';
import { type Session, startTestApp, type TestApp } from '../testing/test-app';
import { type FormPart, fieldsForm, HTML, multipartForm, PDF, PNG } from './test-form';

const uploadDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mv-admin-ticket-uploads-'));
const storedFiles = () => fs.readdirSync(uploadDir).filter((f) => !f.startsWith('.'));

let t: TestApp;
let admin: Session;
let customer: Session;
let provider: Session;
beforeAll(async () => {
  t = await startTestApp({ config: { uploadDir } });
  [admin, customer, provider] = await Promise.all([t.login('admin'), t.login('customer'), t.login('provider')]);
});
afterAll(async () => {
  await t.close();
  fs.rmSync(uploadDir, { recursive: true, force: true });
});

const chatsOf = (ticketId: number, session = admin) => t.request({ method: 'GET', url: `/api/v1/ticket/chat?ticket_id=${ticketId}` }, session);
const messagesOf = (chatId: number, query = '', session = admin) =>
  t.request({ method: 'GET', url: `/api/v1/ticket-chats/messages?chat_id=${chatId}&${query}` }, session);
const send = (fields: Record<string, string | number | undefined>, session = admin) =>
  t.request({ method: 'POST', url: '/api/v1/ticket/message', ...fieldsForm(fields) }, session);
const sendParts = (parts: FormPart[], session = admin) => t.request({ method: 'POST', url: '/api/v1/ticket/message', ...multipartForm(parts) }, session);
const file = (data: Buffer, filename: string): FormPart => ({ name: 'file', filename, data });
/** Seeded ticket 4: the demo customer's, in progress, three messages. */
const chatOfTicket = async (ticketId: number) => contractData(calls.listTicketChats, await chatsOf(ticketId))[0]!;

describe('GET /ticket/chat', () => {
  test('the chats of a ticket with message counts', async () => {
    const res = await chatsOf(4);
    expect(res.statusCode).toBe(200);
    expect(contractData(calls.listTicketChats, res)).toEqual([
      {
        id: expect.any(Number),
        ticket_id: 4,
        title: expect.stringMatching(/^TCK-/),
        details: expect.stringContaining('AC technician'),
        status: 'open',
        created_at: expect.any(String),
        updated_at: expect.any(String),
        message_count: 3,
        last_message_at: expect.any(String),
      },
    ]);
  });

  test('customers and providers see the chats of their own tickets only (404 otherwise)', async () => {
    expect((await chatsOf(4, customer)).statusCode).toBe(200);
    const other = await chatsOf(4, provider);
    expect(other.statusCode).toBe(404);
    expect(errorBody(other).title).toBe('Ticket not found');
    expect((await chatsOf(3, provider)).statusCode).toBe(200);
    expect((await chatsOf(999_999)).statusCode).toBe(404);
    expect(Object.keys(issuesByField(await t.request({ method: 'GET', url: '/api/v1/ticket/chat' }, admin)))).toEqual(['ticket_id']);
  });
});

describe('GET /ticket-chats/messages', () => {
  test('oldest first, with the author; paginated', async () => {
    const chat = await chatOfTicket(4);
    const res = await messagesOf(chat.id);
    const { items, pagination } = contractData(calls.listTicketChatMessages, res);
    expect(pagination).toMatchObject({ total_items: 3, record_count: 3, total_pages: 1 });
    expect(items.map((m) => m.message)).toEqual(['I waited from 9 to 12.', 'Sorry about that. We have contacted the provider.', 'Any news?']);
    expect(items[1]).toEqual({
      id: expect.any(Number),
      ticket_chat_id: chat.id,
      message: 'Sorry about that. We have contacted the provider.',
      created_at: expect.any(String),
      createdBy: { id: expect.any(Number), type: 'ADMIN', name: 'Mariyam Admin', email: 'admin@example.com' },
      documents: [],
    });
    expect(items[0]!.createdBy?.type).toBe('CUSTOMER');
    const second = contractData(calls.listTicketChatMessages, await messagesOf(chat.id, 'size=2&page=2'));
    expect(second.items.map((m) => m.message)).toEqual(['Any news?']);
    expect(second.pagination).toMatchObject({ previous_page: 1, next_page: null });
    expect(contractData(calls.listTicketChatMessages, await messagesOf(chat.id, 'search=news')).items).toHaveLength(1);
  });

  test('seeded attachments come with their message and download from the bundled sample', async () => {
    const chat = await chatOfTicket(2);
    const [first] = contractData(calls.listTicketChatMessages, await messagesOf(chat.id)).items;
    expect(first!.documents).toEqual([
      expect.objectContaining({ file_original_name: 'receipt.pdf', mime: 'application/pdf', relation_name: 'ticket_chat_message', relation_id: first!.id }),
    ]);
    const res = await t.request({ method: 'GET', url: `/api/v1/document/${first!.documents[0]!.id}/asset` }, admin);
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  test("only for the ticket's owner or an admin; unknown chat 404", async () => {
    const chat = await chatOfTicket(4);
    expect((await messagesOf(chat.id, '', customer)).statusCode).toBe(200);
    const other = await messagesOf(chat.id, '', provider);
    expect(other.statusCode).toBe(404);
    expect(errorBody(other).title).toBe('Chat not found');
    expect((await messagesOf(999_999)).statusCode).toBe(404);
  });
});

describe('POST /ticket/message', () => {
  test('admin and owner post; the message comes back with its author; counts follow', async () => {
    const chat = await chatOfTicket(1);
    const mine = await send({ chat_id: chat.id, message: '  We are checking with the ferry operator.  ' });
    expect(mine.statusCode).toBe(201);
    expect(mine.json().title).toBeUndefined();
    expect(contractData(calls.sendTicketMessage, mine)).toMatchObject({
      ticket_chat_id: chat.id,
      message: 'We are checking with the ferry operator.',
      createdBy: { type: 'ADMIN' },
      documents: [],
    });
    const theirs = await send({ chat_id: chat.id, message: 'Thanks!' }, customer);
    expect(contractData(calls.sendTicketMessage, theirs)).toMatchObject({ message: 'Thanks!', createdBy: { type: 'CUSTOMER' } });
    expect((await chatOfTicket(1)).message_count).toBe(chat.message_count + 2);
  });

  test("someone else's ticket: 404", async () => {
    const chat = await chatOfTicket(1);
    expect((await send({ chat_id: chat.id, message: 'Hi' }, provider)).statusCode).toBe(404);
    expect((await send({ chat_id: 999_999, message: 'Hi' })).statusCode).toBe(404);
  });

  test('a message or a file is needed; a blank message is refused', async () => {
    const chat = await chatOfTicket(1);
    expect(issuesByField(await send({ chat_id: chat.id }))).toEqual({ message: ['Write a message or attach a file'] });
    expect(issuesByField(await send({ chat_id: chat.id, message: '' }))).toEqual({ message: ['Write a message or attach a file'] });
    expect(issuesByField(await send({ chat_id: chat.id, message: '   ' }))).toEqual({ message: ['Message is required'] });
    expect(issuesByField(await send({ message: 'Where?' }))).toEqual({ chat_id: ['Please Select a value'] });
  });

  test('files: stored as documents of the message (type by content); a file alone is a message', async () => {
    const chat = await chatOfTicket(2);
    const res = await sendParts(
      [{ name: 'chat_id', value: String(chat.id) }, { name: 'message', value: 'Receipt attached' }, file(PNG, 'receipt.png'), file(PDF, 'bank statement.pdf')],
      customer,
    );
    expect(res.statusCode).toBe(201);
    const sent = contractData(calls.sendTicketMessage, res);
    expect(sent.documents.map((d) => [d.file_original_name, d.mime, d.relation_name, d.relation_id])).toEqual([
      ['receipt.png', 'image/png', 'ticket_chat_message', sent.id],
      ['bank statement.pdf', 'application/pdf', 'ticket_chat_message', sent.id],
    ]);
    expect(sent.documents[0]).toMatchObject({ file_size: PNG.length, user: { email: 'customer@example.com' }, documentType: null });
    const fileOnly = contractData(calls.sendTicketMessage, await sendParts([{ name: 'chat_id', value: String(chat.id) }, file(PNG, 'only.png')]));
    expect(fileOnly).toMatchObject({ message: null, documents: [expect.objectContaining({ file_original_name: 'only.png' })] });
    const listed = contractData(calls.listTicketChatMessages, await messagesOf(chat.id, 'unpaginated=true'));
    expect(listed.items.at(-2)!.documents).toHaveLength(2);
    // The admin can download what the customer sent.
    const download = await t.request({ method: 'GET', url: `/api/v1/document/${sent.documents[0]!.id}/asset` }, admin);
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(PNG)).toBe(true);
  });

  test('files are checked like document uploads; nothing is kept when the message is refused', async () => {
    const chat = await chatOfTicket(2);
    const before = storedFiles().length;
    const html = await sendParts([{ name: 'chat_id', value: String(chat.id) }, file(HTML, 'page.png')]);
    expect(html.statusCode).toBe(415);
    expect(issuesByField(html)).toEqual({ file: ['Only PNG, JPEG, WebP and PDF files are allowed'] });
    const closed = await chatOfTicket(6);
    const refused = await sendParts([{ name: 'chat_id', value: String(closed.id) }, file(PNG, 'late.png')], customer);
    expect(refused.statusCode).toBe(409);
    const notTheirs = await sendParts([{ name: 'chat_id', value: String(chat.id) }, file(PNG, 'x.png')], provider);
    expect(notTheirs.statusCode).toBe(404);
    expect(storedFiles()).toHaveLength(before);
    const json = await t.request({ method: 'POST', url: '/api/v1/ticket/message', payload: { chat_id: chat.id, message: 'JSON' } }, admin);
    expect(json.statusCode).toBe(415);
  });

  test('deleting the ticket removes its files', async () => {
    const created = await t.request(
      { method: 'POST', url: '/api/v1/tickets', payload: { description: 'Ticket with files to delete', ticket_subcategory_id: 1 } },
      admin,
    );
    const ticket = contractData(calls.createTicket, created);
    await sendParts([{ name: 'chat_id', value: String(ticket.chats[0]!.id) }, file(PNG, 'gone.png')]);
    const before = storedFiles().length;
    expect((await t.request({ method: 'DELETE', url: `/api/v1/ticket?ticket_id=${ticket.id}` }, admin)).statusCode).toBe(200);
    expect(storedFiles()).toHaveLength(before - 1);
    expect(await t.db.query("select 1 from documents where file_original_name = 'gone.png'")).toEqual([]);
  });

  test('a closed ticket takes no more messages: 409', async () => {
    const chat = await chatOfTicket(6);
    expect(chat.status).toBe('closed');
    const res = await send({ chat_id: chat.id, message: 'Reopen please' }, customer);
    expect(res.statusCode).toBe(409);
    expect(errorBody(res).title).toBe('Ticket is closed');
  });
});

describe('POST /user-tickets', () => {
  test('a customer raises a ticket with files; it is theirs, submitted, with a chat', async () => {
    const res = await t.request(
      {
        method: 'POST',
        url: '/api/v1/user-tickets',
        ...multipartForm([
          { name: 'description', value: 'The provider damaged my door.' },
          { name: 'ticket_subcategory_id', value: '1' },
          file(PNG, 'door.png'),
        ]),
      },
      customer,
    );
    expect(res.statusCode).toBe(201);
    expect(res.json().title).toBe('Ticket submitted');
    const ticket = contractData(calls.createUserTicket, res);
    expect(ticket).toMatchObject({
      type: 'CUSTOMER',
      status: 'submitted',
      createdBy: { email: 'customer@example.com' },
      chats: [expect.objectContaining({ status: 'open' })],
      documents: [expect.objectContaining({ file_original_name: 'door.png', relation_name: 'ticket', relation_id: expect.any(Number) })],
    });
    expect(ticket.documents[0]!.relation_id).toBe(ticket.id);
  });

  test('validation: description at least 5, a subcategory; admins use POST /tickets', async () => {
    const res = await t.request({ method: 'POST', url: '/api/v1/user-tickets', ...fieldsForm({ description: 'bad' }) }, provider);
    expect(issuesByField(res)).toEqual({ description: ['Description must be at least 5 characters'], ticket_subcategory_id: ['Please Select a value'] });
    expect(
      (await t.request({ method: 'POST', url: '/api/v1/user-tickets', ...fieldsForm({ description: 'Valid text', ticket_subcategory_id: 1 }) }, admin))
        .statusCode,
    ).toBe(403);
  });
});

describe('GET /user-tickets', () => {
  test("a customer's or provider's own tickets only, newest first, filterable by status", async () => {
    const res = await t.request({ method: 'GET', url: '/api/v1/user-tickets?unpaginated=true' }, customer);
    const mine = contractData(calls.listUserTickets, res);
    expect(mine.items.length).toBeGreaterThan(5);
    expect(mine.items.filter((i) => i.createdBy?.email !== 'customer@example.com')).toEqual([]);
    const theirs = contractData(
      calls.listUserTickets,
      await t.request({ method: 'GET', url: '/api/v1/user-tickets?status=in-progress&unpaginated=true' }, provider),
    );
    expect(theirs.items.length).toBeGreaterThan(0);
    expect(theirs.items.filter((i) => i.createdBy?.email !== 'provider@example.com' || i.status !== 'in-progress')).toEqual([]);
    expect((await t.request({ method: 'GET', url: '/api/v1/user-tickets' }, admin)).statusCode).toBe(403);
  });
});
