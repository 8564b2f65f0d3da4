import { DeleteOutlined, EditOutlined, InfoCircleOutlined } from '@ant-design/icons';
import type { User } from '@mv-admin/shared-api/users';
import { Button, Flex, formatDate, Tag, Tooltip, Typography, MaldivesTimeTitle } from '@mv-admin/shared-ui';
import type { TableColumnsType } from '@mv-admin/shared-ui/list';
import { providerKindLabels, userTypeLabels } from './user-type';

interface UserColumnActions {
  /** The signed-in admin: their own row offers no delete (the server refuses it too). */
  signedInId?: number;
  onEdit: (user: User) => void;
  onDelete: (user: User) => void;
  /** The user being deleted, if any: its button spins and the others wait. */
  deletingId?: number;
}

const typeColors = { ADMIN: 'geekblue', CUSTOMER: 'cyan', SERVICE_PROVIDER: 'gold' } as const;

export const ownAccountNote = 'This is your account: you cannot delete it or change its type.';

export const userColumns = ({ signedInId, onEdit, onDelete, deletingId }: UserColumnActions): TableColumnsType<User> => [
  {
    title: 'Name',
    key: 'name',
    render: (_, user) => (
      <Flex gap="small" align="center" wrap>
        {user.name}
        {user.id === signedInId && <Tag>You</Tag>}
      </Flex>
    ),
  },
  { title: 'E-mail', dataIndex: 'email' },
  { title: 'Phone', dataIndex: 'phone_number', render: (phone: string | null) => phone ?? '-' },
  {
    title: 'Type',
    key: 'type',
    render: (_, user) => (
      <Flex gap={4} wrap>
        <Tag color={typeColors[user.type]}>{userTypeLabels[user.type]}</Tag>
        {user.provider_kind && <Tag>{providerKindLabels[user.provider_kind]}</Tag>}
      </Flex>
    ),
  },
  { title: <MaldivesTimeTitle>Created</MaldivesTimeTitle>, dataIndex: 'created_at', render: (createdAt: string) => formatDate(createdAt) },
  {
    title: 'Actions',
    key: 'actions',
    width: 120,
    render: (_, user) => (
      <Flex gap={4} align="center">
        <Button type="text" icon={<EditOutlined />} aria-label={`Edit ${user.name}`} onClick={() => onEdit(user)} />
        {user.id === signedInId ? (
          <Tooltip title={ownAccountNote}>
            <Typography.Text type="secondary" tabIndex={0} aria-label={ownAccountNote}>
              <InfoCircleOutlined aria-hidden /> Your account
            </Typography.Text>
          </Tooltip>
        ) : (
          <Button
            type="text"
            danger
            icon={<DeleteOutlined />}
            aria-label={`Delete ${user.name}`}
            loading={deletingId === user.id}
            disabled={deletingId !== undefined && deletingId !== user.id}
            onClick={() => onDelete(user)}
          />
        )}
      </Flex>
    ),
  },
];
