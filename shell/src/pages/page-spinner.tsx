import { Flex, Spin } from 'antd';

/** The loading state of a page (spec §2: pages show a spinner while they load). */
export function PageSpinner({ label = 'Loading…' }: { label?: string }) {
  return (
    <Flex align="center" justify="center" style={{ minHeight: 240 }} role="status" aria-live="polite">
      <Spin size="large" description={label} />
    </Flex>
  );
}
