/**
 * `@mv-admin/shared-ui/date`: date pickers. antd's panels always show six full weeks (spec §9:
 * calendars show full weeks); show dates with `DATE_FORMAT` so a picked date reads like
 * `formatDate` prints it. Its own cut: the picker and its calendar weigh about 40 KB gzip.
 */
export { DatePicker } from 'antd';
export type { DatePickerProps } from 'antd';
export { DATE_FORMAT, DATE_TIME_FORMAT } from '../format/date';
