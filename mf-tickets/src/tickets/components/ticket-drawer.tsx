import type { Ticket } from '@mv-admin/shared-api/tickets';
import { ErrorState, Flex, LoadingState, Panel } from '@mv-admin/shared-ui';
import { Alert } from '@mv-admin/shared-ui/alert';
import { RecordHistory } from '@mv-admin/shared-ui/audit';
import { Drawer, PresenceBar } from '@mv-admin/shared-ui/detail';
import { lazy, type ReactNode, Suspense, useState } from 'react';
import { useMyId } from '../api/use-admins';
import { useTicket } from '../api/use-ticket';
import { TicketActions } from './ticket-actions';
import { TicketComposer } from './ticket-composer';
import { TicketConversation } from './ticket-conversation';
import { TicketDetails } from './ticket-details';

const AssignTicketModal = lazy(() => import('./assign-ticket-modal'));
const EditTicketModal = lazy(() => import('./edit-ticket-modal'));

function TicketView({ ticket, onClose, onStale }: { ticket: Ticket; onClose: () => void; onStale: () => void }) {
  const myId = useMyId();
  const [assign, setAssign] = useState({ open: false, opened: false });
  const [typing, setTyping] = useState(false);
  const [edit, setEdit] = useState({ open: false, opened: false });
  const chat = ticket.chats[0];
  const closed = ticket.status === 'closed' || chat?.status === 'closed';
  return (
    <Flex vertical gap="middle">
      <PresenceBar type="ticket" id={ticket.id} typing={typing} />
      <TicketActions
        ticket={ticket}
        onAssign={() => setAssign({ open: true, opened: true })}
        onEdit={() => setEdit({ open: true, opened: true })}
        onDeleted={onClose}
      />
      <TicketDetails ticket={ticket} myId={myId} />
      <Panel title="Conversation">
        {chat ? (
          <Flex vertical gap="middle">
            <TicketConversation chatId={chat.id} live={!closed} myId={myId} />
            {closed ? (
              <Alert type="info" showIcon title="This ticket is closed" description="It accepts no new messages." />
            ) : (
              <TicketComposer chatId={chat.id} onClosedTicket={onStale} onTyping={setTyping} />
            )}
          </Flex>
        ) : (
          <Alert type="warning" showIcon title="This ticket has no conversation" />
        )}
      </Panel>
      <Panel title="Activity">
        <RecordHistory entityType="ticket" entityId={ticket.id} />
      </Panel>
      {assign.opened && (
        <Suspense fallback={null}>
          <AssignTicketModal open={assign.open} ticket={ticket} myId={myId} onClose={() => setAssign((s) => ({ ...s, open: false }))} />
        </Suspense>
      )}
      {edit.opened && (
        <Suspense fallback={null}>
          <EditTicketModal open={edit.open} ticket={ticket} onClose={() => setEdit((s) => ({ ...s, open: false }))} />
        </Suspense>
      )}
    </Flex>
  );
}

/**
 * One ticket beside the list, opened by `?ticket=<reference>` (so a link or Back opens and closes
 * it): its details, documents, assignment history, actions and the conversation with a
 * composer. Closing the drawer removes the parameter; `open` false plays the closing animation.
 */
export function TicketDrawer({ referenceNo, open = true, onClose }: { referenceNo: string; open?: boolean; onClose: () => void }) {
  const ticket = useTicket(referenceNo, open);
  let body: ReactNode;
  if (ticket.isPending) body = <LoadingState label="Loading the ticket…" />;
  else if (ticket.error && !ticket.data) body = <ErrorState title="Could not load the ticket" error={ticket.error} onRetry={() => void ticket.refetch()} />;
  else if (!ticket.data)
    body = <ErrorState tone="warning" title="Ticket not found" description={`No ticket has the reference ${referenceNo}. It may have been deleted.`} />;
  else body = <TicketView ticket={ticket.data} onClose={onClose} onStale={() => void ticket.refetch()} />;
  return (
    // Its content (and with it the conversation's polling) goes once the closing animation ends.
    <Drawer
      open={open}
      destroyOnHidden
      title={`Ticket ${referenceNo}`}
      size="min(760px, 100vw)"
      onClose={onClose}
      closable={{ 'aria-label': 'Back to the list' }}
    >
      {body}
    </Drawer>
  );
}

export default TicketDrawer;
