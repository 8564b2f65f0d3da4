/**
 * antd's Alert in a cut of its own: a federated cut ships every export, so in the kit's core it
 * was downloaded by every page, and a list's first rows draw none (docs/frontend-performance.md).
 */
export { Alert } from 'antd';
export type { AlertProps } from 'antd';
