/**
 * `@mv-admin/shared-ui/form`: the one create/edit dialog (EntityFormModal), antd rules from the
 * contract's zod schemas, and the antd inputs forms use.
 */
export { Form, Input, InputNumber, Modal, Radio, Select, Switch } from 'antd';
export type { FormInstance, FormItemProps, FormRule, SelectProps } from 'antd';
export { zodRule, zodFormRule, zodFieldError, issuesToFieldErrors, validateWithSchema, type FieldErrors, type InputSchema } from './zod-rule';
export { EntityFormModal, sanitizeValues, type EntityFormModalProps } from './entity-form-modal';
export { MvrInput, type MvrInputProps } from './mvr-input';
