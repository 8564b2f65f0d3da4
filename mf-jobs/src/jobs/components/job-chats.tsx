import type { JobChat, JobChatMessage } from '@mv-admin/shared-api/jobs';
import { Flex, formatDateTime, formatMvr, Panel, Tag, theme, Typography } from '@mv-admin/shared-ui';
import { OFFER_STATUS_DISPLAY } from '../format/job-labels';

function Offer({ offer }: { offer: NonNullable<JobChatMessage['offer']> }) {
  const { token } = theme.useToken();
  const status = OFFER_STATUS_DISPLAY[offer.status] ?? { label: offer.status, color: 'default' };
  return (
    <Flex vertical gap={4} style={{ border: `1px solid ${token.colorBorderSecondary}`, borderRadius: token.borderRadius, padding: '6px 10px', marginTop: 4 }}>
      <Flex gap="small" align="center" wrap>
        <Typography.Text strong>Offer: {formatMvr(offer.amount)}</Typography.Text>
        <Tag color={status.color}>{status.label}</Tag>
        {offer.customer_action_at && <Typography.Text type="secondary">decided {formatDateTime(offer.customer_action_at)}</Typography.Text>}
      </Flex>
      <Typography.Text>{offer.description}</Typography.Text>
    </Flex>
  );
}

function Message({ message }: { message: JobChatMessage }) {
  return (
    <li style={{ padding: '6px 0' }}>
      <Typography.Text type="secondary">
        {message.createdBy?.name ?? 'Deleted user'} · {formatDateTime(message.created_at)}
      </Typography.Text>
      {message.message && <div style={{ whiteSpace: 'pre-line' }}>{message.message}</div>}
      {message.offer && <Offer offer={message.offer} />}
    </li>
  );
}

/** A job's chats, read only: title, status, details, then every message (oldest first) with its price offer. */
export function JobChats({ chats }: { chats: JobChat[] }) {
  return (
    <Flex vertical gap="middle">
      {chats.map((chat) => (
        <Panel
          key={chat.id}
          title={chat.title}
          extra={<Tag color={chat.status === 'open' ? 'blue' : 'default'}>{chat.status === 'open' ? 'Open' : 'Closed'}</Tag>}
        >
          {chat.details && <Typography.Paragraph type="secondary">{chat.details}</Typography.Paragraph>}
          {chat.chatMessages.length ? (
            <ol aria-label={`Messages of ${chat.title}`} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
              {chat.chatMessages.map((message) => (
                <Message key={message.id} message={message} />
              ))}
            </ol>
          ) : (
            <Typography.Text type="secondary">No messages yet</Typography.Text>
          )}
        </Panel>
      ))}
    </Flex>
  );
}
