import { Alert, type AlertProps } from 'antd';

/**
 * A notice above a list's rows (others' new records, a failed refresh), loaded when one is first
 * shown: antd's Alert is 3.4 KB gzip that a list's first rows do not need.
 */
export default function ListNotice(props: AlertProps) {
  return <Alert {...props} />;
}
