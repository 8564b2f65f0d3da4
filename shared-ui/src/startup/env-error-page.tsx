import { Result } from 'antd';

/** Startup stopped on a bad setting (spec §1, §8): the message is on the page, not only in the console. */
export function EnvErrorPage({ message }: { message: string }) {
  return <Result status="error" title="The admin cannot start" subTitle={message} />;
}
