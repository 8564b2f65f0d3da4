import { EyeOutlined } from '@ant-design/icons';
import type { BusinessOnboarding, IndividualOnboarding } from '@mv-admin/shared-api/onboarding';
import { Button, Flex, formatDateTime, Typography, MaldivesTimeTitle } from '@mv-admin/shared-ui';
import type { TableColumnsType } from '@mv-admin/shared-ui/list';
import { StatusTag } from '../../shared/components/status-tag';
import { joined } from './request-labels';

const twoLines = (first: string, second: string | null) => (
  <Flex vertical>
    {first}
    {second && <Typography.Text type="secondary">{second}</Typography.Text>}
  </Flex>
);

const common = <T extends IndividualOnboarding | BusinessOnboarding>(name: (request: T) => string, onOpen: (request: T) => void): TableColumnsType<T> => [
  { title: 'Service categories', key: 'categories', render: (_, request) => joined(request.serviceCategories.map((category) => category.name)) },
  { title: 'Status', dataIndex: 'status', render: (_, request) => <StatusTag status={request.status} /> },
  { title: <MaldivesTimeTitle>Submitted</MaldivesTimeTitle>, dataIndex: 'created_at', render: (createdAt: string) => formatDateTime(createdAt) },
  {
    title: 'Actions',
    key: 'actions',
    width: 110,
    render: (_, request) => (
      <Button icon={<EyeOutlined aria-hidden />} aria-label={`Open the request of ${name(request)}`} onClick={() => onOpen(request)}>
        Open
      </Button>
    ),
  },
];

export const individualRequestColumns = (onOpen: (request: IndividualOnboarding) => void): TableColumnsType<IndividualOnboarding> => [
  { title: 'Name', key: 'name', render: (_, request) => twoLines(request.full_name, request.display_name) },
  { title: 'Contact', key: 'contact', render: (_, request) => twoLines(request.email, request.phone_number) },
  { title: 'Island', dataIndex: 'island' },
  ...common<IndividualOnboarding>((request) => request.full_name, onOpen),
];

export const businessRequestColumns = (onOpen: (request: BusinessOnboarding) => void): TableColumnsType<BusinessOnboarding> => [
  { title: 'Business', key: 'business', render: (_, request) => twoLines(request.business_name, request.business_registration_no) },
  { title: 'Contact person', key: 'contact', render: (_, request) => twoLines(request.contact_person_name, request.email) },
  { title: 'Office island', dataIndex: 'office_island', render: (island: string | null) => island ?? '-' },
  ...common<BusinessOnboarding>((request) => request.business_name, onOpen),
];
