/** `@mv-admin/shared-ui/upload`: picking files to send (antd Upload). */
export { Upload } from 'antd';
export type { UploadFile, UploadProps } from 'antd';
