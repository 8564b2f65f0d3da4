import { Button, Empty, Flex, Typography, theme } from 'antd';
import { useState } from 'react';

const placeholder = [
  { id: 1, title: 'New ticket raised', body: 'A customer opened a ticket about a delivery.' },
  { id: 2, title: 'Application submitted', body: 'A provider applied for a job category.' },
  { id: 3, title: 'Onboarding request', body: 'A business submitted its onboarding.' },
];

/**
 * Placeholder notifications (spec §2) and Clear all; the list is kept while the panel closes.
 * A plain list (antd 6.6 deprecates its `List`; `Listy`, its successor, is a virtual list for
 * long data, not three lines).
 */
export default function NotificationsPanel() {
  const [items, setItems] = useState(placeholder);
  const { token } = theme.useToken();
  return (
    <Flex vertical style={{ width: 300 }}>
      {items.length ? (
        <ul aria-label="Notifications" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {items.map((n) => (
            <li key={n.id} style={{ padding: `${token.paddingXS}px 0`, borderBlockEnd: `${token.lineWidth}px solid ${token.colorSplit}` }}>
              <Typography.Text strong>{n.title}</Typography.Text>
              <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
                {n.body}
              </Typography.Paragraph>
            </li>
          ))}
        </ul>
      ) : (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="No notifications" />
      )}
      <Button type="link" onClick={() => setItems([])} disabled={!items.length}>
        Clear all
      </Button>
    </Flex>
  );
}
