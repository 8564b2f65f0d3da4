import { deliveryDistanceAddonInputSchema as schema, type DeliveryDistanceAddon } from '@mv-admin/shared-api/delivery';
import { EntityFormModal, Form, MvrInput, Switch, zodFormRule, zodRule } from '@mv-admin/shared-ui/form';
import { IslandSelect } from '@mv-admin/shared-ui/locations';
import { useSaveDistanceAddon } from '../api/distance-addons';

interface DistanceAddonFormModalProps {
  open: boolean;
  /** The add-on to edit; undefined to create one. */
  addon?: DeliveryDistanceAddon;
  onClose: () => void;
}

const initialValuesOf = (addon?: DeliveryDistanceAddon) =>
  addon ? { from_island_id: addon.from_island_id, to_island_id: addon.to_island_id, price: addon.price, is_active: addon.is_active } : { is_active: true };

/** Add-ons are directed (from → to); the price field holds cents (MvrInput shows MVR). */
export function DistanceAddonFormModal({ open, addon, onClose }: DistanceAddonFormModalProps) {
  const save = useSaveDistanceAddon(addon);
  return (
    <EntityFormModal
      title={addon ? `Edit add-on ${addon.fromIsland.name} → ${addon.toIsland.name}` : 'New distance add-on'}
      open={open}
      schema={schema}
      initialValues={initialValuesOf(addon)}
      version={addon?.version}
      onSubmit={(values, version) => save.mutateAsync({ values, version })}
      onClose={onClose}
      submitText={addon ? 'Save' : 'Create'}
    >
      <Form.Item name="from_island_id" label="From island" rules={[zodRule(schema, 'from_island_id')]}>
        <IslandSelect />
      </Form.Item>
      {/* "The two islands differ" is the contract's refine; it re-runs when the from island changes. */}
      <Form.Item
        name="to_island_id"
        label="To island"
        dependencies={['from_island_id']}
        rules={[zodRule(schema, 'to_island_id'), zodFormRule(schema, 'to_island_id')]}
      >
        <IslandSelect />
      </Form.Item>
      <Form.Item name="price" label="Price" rules={[zodRule(schema, 'price')]}>
        <MvrInput />
      </Form.Item>
      <Form.Item name="is_active" label="Active" valuePropName="checked">
        <Switch />
      </Form.Item>
    </EntityFormModal>
  );
}

export default DistanceAddonFormModal;
