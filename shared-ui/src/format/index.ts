export { formatMvr, centsToMvr, mvrToCents } from './money';
export { formatDate, formatDateTime, type DateInput } from './date';
