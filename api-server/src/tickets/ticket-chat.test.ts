import { calls, messages, ticketMessages } from '../contract';
import { contractData, errorBody, issuesByField } from '../testing/expect-contract';
import { type Session, startTestApp, type TestApp } from '../testing/test-app';

let t: TestApp;
let admin: Session;
let customer: Session;
let provider: Session;
beforeAll(async () => {
  t = await startTestApp();
  [admin, customer, provider] = await Promise.all([t.login('admin'), t.login('customer'), t.login('provider')]);
});
afterAll(() => t.close());

const chatsOf = (ticketId: number, session = admin) => t.request({ method: 'GET', url: `/api/v1/ticket/chat?ticket_id=${ticketId}` }, session);
const messagesOf = (chatId: number, query = '', session = admin) =>
  t.request({ method: 'GET', url: `/api/v1/ticket-chats/messages?chat_id=${chatId}&${query}` }, session);
const send = (payload: object, session = admin) => t.request({ method: 'POST', url: '/api/v1/ticket/message', payload }, session);
/** Seeded ticket 4: the demo customer's, in progress, three messages. */
const chatOfTicket = async (ticketId: number) => contractData(calls.listTicketChats, await chatsOf(ticketId))[0]!;

describe('GET /ticket/chat', () => {
  test('the chats of a ticket with message counts', async () => {
    const res = await chatsOf(4);
    expect(res.statusCode).toBe(200);
    expect(contractData(calls.listTicketChats, res)).toEqual([
      {
        id: expect.any(Number), ticket_id: 4, title: expect.stringMatching(/^TCK-/), details: expect.stringContaining('AC technician'), status: 'open',
        created_at: expect.any(String), updated_at: expect.any(String), message_count: 3, last_message_at: expect.any(String),
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
      id: expect.any(Number), ticket_chat_id: chat.id, message: 'Sorry about that. We have contacted the provider.', created_at: expect.any(String),
      createdBy: { id: expect.any(Number), type: 'ADMIN', name: 'Mariyam Admin', email: 'admin@example.com' }, documents: [],
    });
    expect(items[0]!.createdBy?.type).toBe('CUSTOMER');
    const second = contractData(calls.listTicketChatMessages, await messagesOf(chat.id, 'size=2&page=2'));
    expect(second.items.map((m) => m.message)).toEqual(['Any news?']);
    expect(second.pagination).toMatchObject({ previous_page: 1, next_page: null });
    expect(contractData(calls.listTicketChatMessages, await messagesOf(chat.id, 'search=news')).items).toHaveLength(1);
  });

  test('only for the ticket\'s owner or an admin; unknown chat 404', async () => {
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
    expect(contractData(calls.sendTicketMessage, mine)).toMatchObject({ ticket_chat_id: chat.id, message: 'We are checking with the ferry operator.', createdBy: { type: 'ADMIN' }, documents: [] });
    const theirs = await send({ chat_id: String(chat.id), message: 'Thanks!' }, customer);
    expect(contractData(calls.sendTicketMessage, theirs)).toMatchObject({ message: 'Thanks!', createdBy: { type: 'CUSTOMER' } });
    expect((await chatOfTicket(1)).message_count).toBe(chat.message_count + 2);
  });

  test('someone else\'s ticket: 404', async () => {
    const chat = await chatOfTicket(1);
    expect((await send({ chat_id: chat.id, message: 'Hi' }, provider)).statusCode).toBe(404);
    expect((await send({ chat_id: 999_999, message: 'Hi' })).statusCode).toBe(404);
  });

  test('a message or a file is needed; a blank message is refused', async () => {
    const chat = await chatOfTicket(1);
    expect(issuesByField(await send({ chat_id: chat.id }))).toEqual({ message: [ticketMessages.messageOrFile] });
    expect(issuesByField(await send({ chat_id: chat.id, message: '' }))).toEqual({ message: [ticketMessages.messageOrFile] });
    expect(issuesByField(await send({ chat_id: chat.id, message: '   ' }))).toEqual({ message: [messages.minChars('Message', 1)] });
    expect(issuesByField(await send({ message: 'Where?' }))).toEqual({ chat_id: [messages.select] });
  });

  test('a closed ticket takes no more messages: 409', async () => {
    const chat = await chatOfTicket(6);
    expect(chat.status).toBe('closed');
    const res = await send({ chat_id: chat.id, message: 'Reopen please' }, customer);
    expect(res.statusCode).toBe(409);
    expect(errorBody(res).title).toBe('Ticket is closed');
  });
});
