import { Select, type SelectProps } from '@mv-admin/shared-ui/list';
import { formatSlotDuration } from '../../shared/format/slot-duration';
import { useDeliverySlotOptions } from '../api/use-delivery-slot-options';

type DeliverySlotSelectProps = Omit<SelectProps<number>, 'options' | 'loading' | 'showSearch'> & {
  /** Let inactive slots be picked too (a list filter); a form keeps them for the current value only. */
  allowInactive?: boolean;
};

/**
 * A delivery slot picker ("2 Hours Express (2 Hours)"), searchable by name; a Form.Item child or
 * a list filter. Inactive slots show, marked "(inactive)"; unless `allowInactive`, they cannot be
 * picked, yet a saved value still shows its name.
 */
export function DeliverySlotSelect({ allowInactive = false, ...props }: DeliverySlotSelectProps) {
  const slots = useDeliverySlotOptions();
  const options = (slots.data ?? []).map((slot) => ({
    label: `${slot.name} (${formatSlotDuration(slot)})${slot.is_active ? '' : ' (inactive)'}`,
    value: slot.id,
    disabled: (!allowInactive && !slot.is_active) || undefined,
  }));
  return (
    <Select<number>
      placeholder="Select a delivery slot"
      status={slots.isError ? 'error' : undefined}
      notFoundContent={slots.isError ? `Could not load the delivery slots: ${slots.error.message}` : undefined}
      {...props}
      showSearch={{ optionFilterProp: 'label' }}
      loading={slots.isPending}
      options={options}
    />
  );
}
