import { CheckCircleOutlined, ExclamationCircleOutlined } from '@ant-design/icons';
import type { ApplicationDocument } from '@mv-admin/shared-api/applications';
import { Button, Flex, Tag, Typography } from '@mv-admin/shared-ui';
import { Alert } from '@mv-admin/shared-ui/alert';
import { Skeleton } from '@mv-admin/shared-ui/detail';
import { useJobCategory } from '../api/applications';

/**
 * The document types the application's job category requires, each marked Uploaded or Missing
 * against the documents actually attached (by document type).
 */
export function RequiredDocuments({ categoryId, documents }: { categoryId: number; documents: ApplicationDocument[] }) {
  const category = useJobCategory(categoryId);
  if (category.isPending) return <Skeleton active paragraph={{ rows: 2 }} title={false} />;
  if (category.error) {
    return (
      <Alert
        type="warning"
        showIcon
        role="alert"
        title="Could not load the documents this category requires"
        description={category.error.message}
        action={
          <Button size="small" onClick={() => void category.refetch()}>
            Retry
          </Button>
        }
      />
    );
  }
  const required = category.data.documentTypes;
  if (!required.length) return <Typography.Text type="secondary">{category.data.name} requires no documents.</Typography.Text>;
  const uploaded = new Set(documents.map((doc) => doc.documentType?.id));
  const missing = required.filter((type) => !uploaded.has(type.id)).length;
  return (
    <Flex vertical gap="small">
      <Typography.Text>
        {missing === 0 ? `Every document ${category.data.name} requires is uploaded.` : `${missing} of ${required.length} required documents missing.`}
      </Typography.Text>
      <ul aria-label="Required documents" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {required.map((type) => (
          <li key={type.id} style={{ padding: '4px 0' }}>
            <Flex gap="small" align="center">
              {uploaded.has(type.id) ? (
                <Tag color="success" icon={<CheckCircleOutlined aria-hidden />}>
                  Uploaded
                </Tag>
              ) : (
                <Tag color="error" icon={<ExclamationCircleOutlined aria-hidden />}>
                  Missing
                </Tag>
              )}
              {type.name}
            </Flex>
          </li>
        ))}
      </ul>
    </Flex>
  );
}
