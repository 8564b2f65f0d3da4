import { Flex, Spin, Typography } from 'antd';

/**
 * A centred spinner with a visible label ("Loading atolls…") for content that has nothing to
 * show yet. Announced politely to screen readers (role="status").
 */
export function LoadingState({ label = 'Loading…' }: { label?: string }) {
  return (
    <Flex role="status" vertical align="center" justify="center" gap="small" style={{ padding: '48px 0' }}>
      <Spin size="large" />
      <Typography.Text type="secondary">{label}</Typography.Text>
    </Flex>
  );
}
