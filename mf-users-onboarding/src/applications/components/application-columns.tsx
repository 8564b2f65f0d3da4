import { EyeOutlined } from '@ant-design/icons';
import type { ServiceProviderApplication } from '@mv-admin/shared-api/applications';
import { Button, Flex, formatDateTime, Typography, MaldivesTimeTitle } from '@mv-admin/shared-ui';
import type { TableColumnsType } from '@mv-admin/shared-ui/list';
import { StatusTag } from '../../shared/components/status-tag';
import { submittedAt } from '../api/applications';

export const applicationColumns = ({ onOpen }: { onOpen: (application: ServiceProviderApplication) => void }): TableColumnsType<ServiceProviderApplication> => [
  {
    title: 'Provider',
    key: 'provider',
    render: (_, { user }) => (
      <Flex vertical>
        {user.name}
        <Typography.Text type="secondary">{user.email}</Typography.Text>
      </Flex>
    ),
  },
  { title: 'Job category', key: 'jobCategory', render: (_, application) => application.jobCategory.name },
  { title: 'Status', dataIndex: 'status', render: (_, application) => <StatusTag status={application.status} /> },
  { title: <MaldivesTimeTitle>Submitted</MaldivesTimeTitle>, key: 'submitted', render: (_, application) => formatDateTime(submittedAt(application)) },
  { title: 'Documents', key: 'documents', align: 'right', render: (_, application) => application.documents.length },
  {
    title: 'Actions',
    key: 'actions',
    width: 110,
    render: (_, application) => (
      <Button
        icon={<EyeOutlined aria-hidden />}
        aria-label={`Open the application of ${application.user.name} for ${application.jobCategory.name}`}
        onClick={() => onOpen(application)}
      >
        Open
      </Button>
    ),
  },
];
