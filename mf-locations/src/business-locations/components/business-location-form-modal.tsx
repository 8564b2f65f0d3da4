import { businessLocationInputSchema as schema, type BusinessLocation } from '@mv-admin/shared-api/locations';
import { EntityFormModal, Form, Input, Select, Switch, zodRule } from '@mv-admin/shared-ui/form';
import { IslandSelect } from '@mv-admin/shared-ui/locations';
import { useBusinessLocationTypes, useSaveBusinessLocation } from '../api/business-locations';

interface BusinessLocationFormModalProps {
  open: boolean;
  /** The location to edit; undefined to create one. */
  location?: BusinessLocation;
  onClose: () => void;
}

const initialValuesOf = (location?: BusinessLocation) =>
  location ? { name: location.name, type: location.type, road: location.road, island_id: location.island_id, active: location.active } : { active: true };

export function BusinessLocationFormModal({ open, location, onClose }: BusinessLocationFormModalProps) {
  const save = useSaveBusinessLocation(location);
  const types = useBusinessLocationTypes();
  return (
    <EntityFormModal
      title={location ? `Edit business location ${location.name}` : 'New business location'}
      open={open}
      schema={schema}
      initialValues={initialValuesOf(location)}
      version={location?.version}
      onSubmit={(values, version) => save.mutateAsync({ values, version })}
      onClose={onClose}
      submitText={location ? 'Save' : 'Create'}
    >
      <Form.Item name="name" label="Name" rules={[zodRule(schema, 'name')]}>
        <Input autoComplete="off" />
      </Form.Item>
      <Form.Item name="type" label="Type" rules={[zodRule(schema, 'type')]}>
        <Select<string>
          placeholder="Select a type"
          loading={types.isPending}
          status={types.isError ? 'error' : undefined}
          notFoundContent={types.isError ? `Could not load the types: ${types.error.message}` : undefined}
          options={(types.data ?? []).map((type) => ({ label: type, value: type }))}
        />
      </Form.Item>
      <Form.Item name="road" label="Road" rules={[zodRule(schema, 'road')]}>
        <Input autoComplete="off" />
      </Form.Item>
      <Form.Item name="island_id" label="Island" rules={[zodRule(schema, 'island_id')]}>
        <IslandSelect />
      </Form.Item>
      <Form.Item name="active" label="Active" valuePropName="checked">
        <Switch />
      </Form.Item>
    </EntityFormModal>
  );
}

export default BusinessLocationFormModal;
