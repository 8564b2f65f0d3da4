import { deliverySlotInputSchema as schema, type DeliverySlot } from '@mv-admin/shared-api/delivery';
import { EntityFormModal, Form, Input, InputNumber, Select, Switch, zodRule } from '@mv-admin/shared-ui/form';
import { useSaveDeliverySlot } from '../api/delivery-slots';

interface DeliverySlotFormModalProps {
  open: boolean;
  /** The slot to edit; undefined to create one. */
  slot?: DeliverySlot;
  onClose: () => void;
}

const unitOptions = [
  { label: 'Hour', value: 'Hour' },
  { label: 'Minute', value: 'Minute' },
];

const initialValuesOf = (slot?: DeliverySlot) =>
  slot ? { name: slot.name, unit_of_time: slot.unit_of_time, duration: slot.duration, is_active: slot.is_active } : { is_active: true };

export function DeliverySlotFormModal({ open, slot, onClose }: DeliverySlotFormModalProps) {
  const save = useSaveDeliverySlot(slot);
  return (
    <EntityFormModal
      title={slot ? `Edit delivery slot ${slot.name}` : 'New delivery slot'}
      open={open}
      schema={schema}
      initialValues={initialValuesOf(slot)}
      version={slot?.version}
      onSubmit={(values, version) => save.mutateAsync({ values, version })}
      onClose={onClose}
      submitText={slot ? 'Save' : 'Create'}
    >
      <Form.Item name="name" label="Name" rules={[zodRule(schema, 'name')]}>
        <Input autoComplete="off" />
      </Form.Item>
      <Form.Item name="unit_of_time" label="Unit of time" rules={[zodRule(schema, 'unit_of_time')]}>
        <Select<string> placeholder="Hour or Minute" options={unitOptions} style={{ width: 200 }} />
      </Form.Item>
      <Form.Item name="duration" label="Duration" rules={[zodRule(schema, 'duration')]}>
        <InputNumber<number> precision={0} style={{ width: 200 }} />
      </Form.Item>
      <Form.Item name="is_active" label="Active" valuePropName="checked">
        <Switch />
      </Form.Item>
    </EntityFormModal>
  );
}

export default DeliverySlotFormModal;
