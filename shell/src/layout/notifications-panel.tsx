import { Button, Empty, Flex, List } from 'antd';
import { useState } from 'react';

const placeholder = [
  { id: 1, title: 'New ticket raised', body: 'A customer opened a ticket about a delivery.' },
  { id: 2, title: 'Application submitted', body: 'A provider applied for a job category.' },
  { id: 3, title: 'Onboarding request', body: 'A business submitted its onboarding.' },
];

/** Placeholder notifications (spec §2) and Clear all; the list is kept while the panel closes. */
export default function NotificationsPanel() {
  const [items, setItems] = useState(placeholder);
  return (
    <Flex vertical style={{ width: 300 }}>
      {items.length ? (
        <List
          size="small"
          dataSource={items}
          renderItem={(n) => (
            <List.Item>
              <List.Item.Meta title={n.title} description={n.body} />
            </List.Item>
          )}
        />
      ) : (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="No notifications" />
      )}
      <Button type="link" onClick={() => setItems([])} disabled={!items.length}>
        Clear all
      </Button>
    </Flex>
  );
}
