import { islandInputSchema, type Island } from '@mv-admin/shared-api/locations';
import { EntityFormModal, Form, Input, Select, Switch, zodRule } from '@mv-admin/shared-ui/form';
import { filterAtollIslandOption, toAtollOptions, useAtollIslandSelect } from '@mv-admin/shared-ui/locations';
import { useSaveIsland } from '../api/islands';

interface IslandFormModalProps {
  open: boolean;
  /** The island to edit; undefined to create one. */
  island?: Island;
  onClose: () => void;
}

export function IslandFormModal({ open, island, onClose }: IslandFormModalProps) {
  const save = useSaveIsland(island);
  const atolls = useAtollIslandSelect();
  return (
    <EntityFormModal
      title={island ? `Edit island ${island.name}` : 'New island'}
      open={open}
      schema={islandInputSchema}
      sanitize={{ name: 'strict' }}
      initialValues={island ? { name: island.name, atoll_id: island.atoll_id, active: island.active } : { active: true }}
      version={island?.version}
      onSubmit={(values, version) => save.mutateAsync({ values, version })}
      onClose={onClose}
      submitText={island ? 'Save' : 'Create'}
    >
      <Form.Item name="name" label="Name" rules={[zodRule(islandInputSchema, 'name')]}>
        <Input autoComplete="off" />
      </Form.Item>
      <Form.Item name="atoll_id" label="Atoll" rules={[zodRule(islandInputSchema, 'atoll_id')]}>
        <Select<number>
          placeholder="Select an atoll"
          showSearch={{ filterOption: filterAtollIslandOption }}
          loading={atolls.isPending}
          options={toAtollOptions(atolls.data ?? [])}
        />
      </Form.Item>
      <Form.Item name="active" label="Active" valuePropName="checked">
        <Switch />
      </Form.Item>
    </EntityFormModal>
  );
}

export default IslandFormModal;
