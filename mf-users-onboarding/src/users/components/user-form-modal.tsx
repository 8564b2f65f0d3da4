import { userCreateSchema, userUpdateSchema, type User } from '@mv-admin/shared-api/users';
import { EntityFormModal, Form, Input, Select, zodRule } from '@mv-admin/shared-ui/form';
import { useSaveUser } from '../api/users';
import { ownAccountNote } from './user-columns';
import { providerKindLabels, userTypeOptions } from './user-type';

interface UserFormModalProps {
  open: boolean;
  /** The user to edit; undefined to create one. */
  user?: User;
  /** The signed-in admin: on their own account the type cannot change (the server refuses it). */
  signedInId?: number;
  onClose: () => void;
}

const providerKindOptions = (['individual', 'business'] as const).map((value) => ({ value, label: providerKindLabels[value] }));

/**
 * Spec §5 admin user form: name (trimmed, at least 2), e-mail, a Maldivian phone, the type, and a
 * password of at least 6 on create, optional on edit (empty keeps the current one). Passwords are
 * sent exactly as typed (`sanitize: false`). A provider may also carry its kind (individual or
 * business; onboarding decisions set it too).
 */
export function UserFormModal({ open, user, signedInId, onClose }: UserFormModalProps) {
  const save = useSaveUser(user, signedInId);
  const schema = user ? userUpdateSchema : userCreateSchema;
  const isSelf = user !== undefined && user.id === signedInId;
  return (
    <EntityFormModal
      title={user ? `Edit user ${user.name}` : 'New user'}
      open={open}
      schema={schema}
      initialValues={
        user
          ? {
              type: user.type,
              name: user.name,
              email: user.email,
              phone_number: user.phone_number ?? undefined,
              provider_kind: user.provider_kind ?? undefined,
            }
          : undefined
      }
      version={user?.version}
      onSubmit={(values, version) => save.mutateAsync({ values, version })}
      onClose={onClose}
      submitText={user ? 'Save' : 'Create'}
      sanitize={{ password: false }}
    >
      <Form.Item name="name" label="Name" rules={[zodRule(schema, 'name')]}>
        <Input autoComplete="off" />
      </Form.Item>
      <Form.Item name="email" label="E-mail" rules={[zodRule(schema, 'email')]}>
        <Input inputMode="email" autoComplete="off" />
      </Form.Item>
      <Form.Item name="phone_number" label="Phone number" rules={[zodRule(schema, 'phone_number')]} extra="+960 and 7 digits, e.g. +9607712345">
        <Input inputMode="tel" autoComplete="off" placeholder="+960" />
      </Form.Item>
      <Form.Item name="type" label="Type" rules={[zodRule(schema, 'type')]} extra={isSelf ? ownAccountNote : undefined}>
        <Select placeholder="Select a type" options={userTypeOptions} disabled={isSelf} />
      </Form.Item>
      <Form.Item noStyle dependencies={['type']}>
        {({ getFieldValue }) =>
          getFieldValue('type') === 'SERVICE_PROVIDER' && (
            <Form.Item name="provider_kind" label="Provider kind" extra="An approved onboarding request sets it too.">
              <Select placeholder="Not set yet" options={providerKindOptions} />
            </Form.Item>
          )
        }
      </Form.Item>
      <Form.Item
        name="password"
        label={user ? 'New password' : 'Password'}
        rules={[zodRule(schema, 'password')]}
        extra={user ? 'Leave empty to keep the current password.' : undefined}
      >
        <Input.Password autoComplete="new-password" />
      </Form.Item>
    </EntityFormModal>
  );
}

export default UserFormModal;
