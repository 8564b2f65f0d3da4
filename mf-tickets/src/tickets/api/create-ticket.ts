import { ApiError } from '@mv-admin/shared-api';
import { ticketsApi, type Ticket, type TicketCreate } from '@mv-admin/shared-api/tickets';
import { useRef } from 'react';
import { useInvalidateTickets } from '../../shared/api/use-invalidate-tickets';

/**
 * Creates a ticket and sends its attachments as the first message of its conversation (the
 * admin create call takes no files). When the ticket was created but its files were refused,
 * the error says so with the server's issue on `file`, and the next submit of the same form
 * only retries the files: the ticket is never created twice. `reset` forgets that ticket (a new
 * form opens).
 */
export function useCreateTicketWithFiles() {
  const invalidate = useInvalidateTickets();
  const created = useRef<Ticket | null>(null);
  const create = async (input: TicketCreate, files: File[]): Promise<Ticket> => {
    if (!created.current) {
      created.current = await ticketsApi.createTicket({ body: input });
      await invalidate();
    }
    const ticket = created.current;
    const chat = ticket.chats[0];
    if (files.length && chat) {
      try {
        await ticketsApi.sendTicketMessage({ body: { chat_id: chat.id, file: files } });
      } catch (error) {
        // The dialog shows the failure below as its own (one message, no toast of the original).
        if (error instanceof ApiError) error.showInPlace();
        const issues = error instanceof ApiError ? error.issues.filter((issue) => issue.path[0] === 'file') : [];
        const reason = issues.length ? [] : [{ path: [], message: error instanceof Error ? error.message : 'The files could not be sent.' }];
        throw new ApiError(`Ticket ${ticket.reference_no} was created, but its attachments were not sent.`, error instanceof ApiError ? error.status : 0, [
          ...issues,
          ...reason,
          { path: [], message: 'Submit again to send them, or remove them and submit to finish.' },
        ]);
      }
    }
    created.current = null;
    return ticket;
  };
  return { create, reset: () => void (created.current = null) };
}
