import type { TicketChatMessage } from '@mv-admin/shared-api/tickets';
import { Button, Empty, Flex, LoadingState, Tag, Typography, formatDateTime, theme } from '@mv-admin/shared-ui';
import { Alert } from '@mv-admin/shared-ui/alert';
import { useEffect, useRef } from 'react';
import { userTypeLabels } from '../../shared/components/user-type';
import { useTicketMessages } from '../api/use-ticket-messages';
import { MessageAttachments } from './message-attachments';

interface TicketConversationProps {
  chatId: number;
  /** Poll for new messages (the ticket is open and not closed). */
  live: boolean;
  myId?: number;
}

function MessageItem({ message, mine }: { message: TicketChatMessage; mine: boolean }) {
  const { token } = theme.useToken();
  const author = message.createdBy;
  return (
    <li
      aria-label={`${mine ? 'You' : (author?.name ?? 'Deleted user')}, ${formatDateTime(message.created_at)}`}
      style={{
        alignSelf: mine ? 'flex-end' : 'flex-start',
        maxWidth: '85%',
        padding: '8px 12px',
        borderRadius: token.borderRadiusLG,
        background: mine ? token.colorPrimaryBg : token.colorFillQuaternary,
        border: `1px solid ${mine ? token.colorPrimaryBorder : token.colorBorderSecondary}`,
      }}
    >
      <Flex gap="small" align="center" wrap>
        <Typography.Text strong>{mine ? 'You' : (author?.name ?? 'Deleted user')}</Typography.Text>
        {author && <Tag style={{ marginInlineEnd: 0 }}>{userTypeLabels[author.type]}</Tag>}
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          <time dateTime={message.created_at}>{formatDateTime(message.created_at)}</time>
        </Typography.Text>
      </Flex>
      {message.message && <Typography.Paragraph style={{ margin: '4px 0 0', whiteSpace: 'pre-wrap' }}>{message.message}</Typography.Paragraph>}
      <MessageAttachments documents={message.documents} />
    </li>
  );
}

/**
 * A ticket's conversation, oldest first, each message with its author (and their kind), time
 * and attachments; new messages from others appear while `live`. The box keeps to the newest
 * message when one arrives.
 */
export function TicketConversation({ chatId, live, myId }: TicketConversationProps) {
  const messages = useTicketMessages(chatId, live);
  const box = useRef<HTMLOListElement>(null);
  const count = messages.data?.length ?? 0;
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new message (count) is what scrolls the list down
  useEffect(() => {
    if (box.current) box.current.scrollTop = box.current.scrollHeight;
  }, [count]);

  if (messages.isPending) return <LoadingState label="Loading messages…" />;
  if (messages.error && !messages.data) {
    return (
      <Alert
        type="error"
        showIcon
        title="Could not load the conversation"
        description={messages.error.message}
        action={
          <Button size="small" onClick={() => void messages.refetch()}>
            Retry
          </Button>
        }
      />
    );
  }
  return (
    <>
      {messages.error && (
        <Alert type="warning" showIcon title="Could not check for new messages" description={messages.error.message} style={{ marginBottom: 8 }} />
      )}
      {count === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="No messages yet" />
      ) : (
        <ol
          ref={box}
          aria-label="Conversation"
          aria-live="polite"
          style={{ listStyle: 'none', margin: 0, padding: 4, display: 'flex', flexDirection: 'column', gap: 8, maxHeight: 480, overflowY: 'auto' }}
        >
          {messages.data!.map((message) => (
            <MessageItem key={message.id} message={message} mine={message.createdBy?.id === myId} />
          ))}
        </ol>
      )}
    </>
  );
}
