export { zodRule, zodFormRule, zodFieldError, issuesToFieldErrors, validateWithSchema, type FieldErrors, type InputSchema } from './zod-rule';
export { EntityFormModal, type EntityFormModalProps } from './entity-form-modal';
export { ActiveSwitch, type ActiveSwitchProps } from './active-switch';
export { useFormModal } from './use-form-modal';
export { MvrInput, type MvrInputProps } from './mvr-input';
