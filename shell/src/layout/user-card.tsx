import { Flex, Tag, Typography } from 'antd';
import type { SignedInUser } from '@mv-admin/shared-api';

/**
 * The signed-in user at the top of the sidebar (spec §2: type, name, e-mail, phone number). Each
 * line keeps its height before /me answers, so the menu below does not move when it does.
 */
export function UserCard({ user }: { user: SignedInUser | undefined }) {
  return (
    <Flex vertical gap={2} style={{ padding: '16px 20px' }} data-testid="user-card">
      <Tag color="blue" style={{ alignSelf: 'flex-start' }}>
        {user?.type ?? '…'}
      </Tag>
      <Typography.Text strong>{user?.name ?? '\u00a0'}</Typography.Text>
      <Typography.Text type="secondary">{user?.email ?? '\u00a0'}</Typography.Text>
      <Typography.Text type="secondary">{user?.phone_number ?? '-'}</Typography.Text>
    </Flex>
  );
}
