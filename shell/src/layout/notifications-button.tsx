import { BellOutlined } from '@ant-design/icons';
import { Badge, Button, Empty, Flex, List, Popover, Typography } from 'antd';
import { useState } from 'react';

/** Spec §2 and §9: the badge is fixed at 15 and the content is placeholder data with Clear all. */
export const NOTIFICATION_BADGE = 15;
const placeholder = [
  { id: 1, title: 'New ticket raised', body: 'A customer opened a ticket about a delivery.' },
  { id: 2, title: 'Application submitted', body: 'A provider applied for a job category.' },
  { id: 3, title: 'Onboarding request', body: 'A business submitted its onboarding.' },
];

export function NotificationsButton() {
  const [items, setItems] = useState(placeholder);
  const content = (
    <Flex vertical style={{ width: 300 }}>
      {items.length ? (
        <List size="small" dataSource={items} renderItem={(n) => <List.Item><List.Item.Meta title={n.title} description={n.body} /></List.Item>} />
      ) : (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="No notifications" />
      )}
      <Button type="link" onClick={() => setItems([])} disabled={!items.length}>
        Clear all
      </Button>
    </Flex>
  );
  return (
    <Popover content={content} title={<Typography.Text strong>Notifications</Typography.Text>} trigger="click" placement="bottomRight">
      <Badge count={NOTIFICATION_BADGE} size="small">
        <Button type="text" shape="circle" icon={<BellOutlined />} aria-label="Notifications" />
      </Badge>
    </Popover>
  );
}
