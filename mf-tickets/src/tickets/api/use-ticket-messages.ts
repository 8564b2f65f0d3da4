import { ticketsApi, type TicketChatMessage } from '@mv-admin/shared-api/tickets';
import { useLiveFallbackInterval, useLiveRefetch } from '@mv-admin/shared-api/live';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ticketKeys } from '../../shared/api/query-keys';

/**
 * How often an open ticket asks the server for news while the live stream is down (only while
 * the tab is visible): its conversation every few seconds, the ticket itself (closed or
 * reassigned by a colleague) less often. An object so tests can shorten the waits.
 */
export const ticketPolling = { messagesMs: 5_000, ticketMs: 15_000 };

/**
 * The messages of a ticket chat, oldest first. While `live` (the ticket is open on screen and not
 * closed) a stored message re-reads them at once (a live `ticket_chat_message` change: the event
 * names the message, not its chat, so any one re-reads); while the stream is down it polls every
 * `ticketPolling.messagesMs` instead, and never while the tab is hidden.
 */
export function useTicketMessages(chatId: number, live: boolean) {
  const fallback = useLiveFallbackInterval(ticketPolling.messagesMs);
  useLiveRefetch(['ticket_chat_message'], null, [ticketKeys.messages(chatId)], live);
  return useQuery({
    queryKey: ticketKeys.messages(chatId),
    queryFn: ({ signal }) => ticketsApi.listTicketChatMessages({ query: { chat_id: chatId, unpaginated: true } }, signal),
    select: (page) => page.items,
    refetchInterval: live && fallback,
    refetchIntervalInBackground: false,
  });
}

export interface OutgoingMessage {
  /** Already sanitised; empty when only files are sent. */
  message: string;
  files: File[];
}

/** Posts a message and/or files to a ticket chat; the conversation shows it at once. */
export function useSendTicketMessage(chatId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ message, files }: OutgoingMessage) =>
      ticketsApi.sendTicketMessage({ body: { chat_id: chatId, message: message || undefined, file: files.length ? files : undefined } }),
    onSuccess: (sent: TicketChatMessage) => {
      queryClient.setQueryData<{ items: TicketChatMessage[] }>(ticketKeys.messages(chatId), (page) =>
        page && !page.items.some((m) => m.id === sent.id) ? { ...page, items: [...page.items, sent] } : page,
      );
      return queryClient.invalidateQueries({ queryKey: ticketKeys.messages(chatId) });
    },
  });
}
