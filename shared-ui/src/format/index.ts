export { formatMvr, centsToMvr, mvrToCents } from './money';
export { formatDate, formatDateTime, maldivesIsoDateTime, MALDIVES_TIME_LABEL, MALDIVES_UTC_OFFSET_MINUTES, type DateInput } from './date';
