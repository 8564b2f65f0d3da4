import { atollInputSchema, type Atoll } from '@mv-admin/shared-api/locations';
import { EntityFormModal, Form, Input, zodRule } from '@mv-admin/shared-ui/form';
import { useSaveAtoll } from '../api/atolls';

interface AtollFormModalProps {
  open: boolean;
  /** The atoll to edit; undefined to create one. */
  atoll?: Atoll;
  onClose: () => void;
}

export function AtollFormModal({ open, atoll, onClose }: AtollFormModalProps) {
  const save = useSaveAtoll(atoll);
  return (
    <EntityFormModal
      title={atoll ? `Edit atoll ${atoll.name}` : 'New atoll'}
      open={open}
      schema={atollInputSchema}
      // Names, codes and provinces are letters, digits and spaces (spec §9 strict preset).
      sanitize={{ name: 'strict', code: 'strict', province: 'strict' }}
      initialValues={atoll && { name: atoll.name, code: atoll.code, province: atoll.province }}
      version={atoll?.version}
      onSubmit={(values, version) => save.mutateAsync({ values, version })}
      onClose={onClose}
      submitText={atoll ? 'Save' : 'Create'}
    >
      <Form.Item name="name" label="Name" rules={[zodRule(atollInputSchema, 'name')]}>
        <Input autoComplete="off" />
      </Form.Item>
      <Form.Item name="code" label="Code" rules={[zodRule(atollInputSchema, 'code')]}>
        <Input autoComplete="off" style={{ width: 120 }} />
      </Form.Item>
      <Form.Item name="province" label="Province" rules={[zodRule(atollInputSchema, 'province')]}>
        <Input autoComplete="off" />
      </Form.Item>
    </EntityFormModal>
  );
}

export default AtollFormModal;
