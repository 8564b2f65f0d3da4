import { packageConfigInputSchema as schema, type PackageConfig } from '@mv-admin/shared-api/delivery';
import { Flex } from '@mv-admin/shared-ui';
import { EntityFormModal, Form, Input, InputNumber, MvrInput, Switch, zodFormRule, zodRule } from '@mv-admin/shared-ui/form';
import { useSavePackageConfig } from '../api/package-configs';
import { DeliverySlotSelect } from './delivery-slot-select';

interface PackageConfigFormModalProps {
  open: boolean;
  /** The package configuration to edit; undefined to create one. */
  config?: PackageConfig;
  onClose: () => void;
}

const initialValuesOf = (config?: PackageConfig) =>
  config
    ? {
        name: config.name,
        delivery_slot_id: config.delivery_slot_id,
        min_weight: config.min_weight,
        max_weight: config.max_weight,
        price: config.price,
        description: config.description ?? undefined,
        is_active: config.is_active,
      }
    : { is_active: true };

const weightBox = <InputNumber<number> min={0} suffix="kg" style={{ width: 160 }} />;

/** The price field holds cents (MvrInput shows MVR), so the contract's schema validates it as sent. */
export function PackageConfigFormModal({ open, config, onClose }: PackageConfigFormModalProps) {
  const save = useSavePackageConfig(config);
  return (
    <EntityFormModal
      title={config ? `Edit package configuration ${config.name}` : 'New package configuration'}
      open={open}
      schema={schema}
      // Free text with punctuation (spec §9 permissive preset); the name stays basic.
      sanitize={{ description: 'permissive' }}
      initialValues={initialValuesOf(config)}
      version={config?.version}
      onSubmit={(values, version) => save.mutateAsync({ values, version })}
      onClose={onClose}
      submitText={config ? 'Save' : 'Create'}
    >
      <Form.Item name="name" label="Name" rules={[zodRule(schema, 'name')]}>
        <Input autoComplete="off" />
      </Form.Item>
      <Form.Item name="delivery_slot_id" label="Delivery slot" rules={[zodRule(schema, 'delivery_slot_id')]}>
        <DeliverySlotSelect />
      </Form.Item>
      <Flex gap="middle" wrap>
        <Form.Item name="min_weight" label="Min weight" rules={[zodRule(schema, 'min_weight')]}>
          {weightBox}
        </Form.Item>
        {/* "Max not below min" is the contract's refine; it re-runs when min changes. */}
        <Form.Item
          name="max_weight"
          label="Max weight"
          dependencies={['min_weight']}
          rules={[zodRule(schema, 'max_weight'), zodFormRule(schema, 'max_weight')]}
        >
          {weightBox}
        </Form.Item>
      </Flex>
      <Form.Item name="price" label="Price" rules={[zodRule(schema, 'price')]}>
        <MvrInput />
      </Form.Item>
      <Form.Item name="description" label="Description" rules={[zodRule(schema, 'description')]}>
        <Input.TextArea rows={2} />
      </Form.Item>
      <Form.Item name="is_active" label="Active" valuePropName="checked">
        <Switch />
      </Form.Item>
    </EntityFormModal>
  );
}

export default PackageConfigFormModal;
