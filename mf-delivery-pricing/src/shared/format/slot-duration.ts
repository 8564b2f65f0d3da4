import type { DeliverySlot } from '@mv-admin/shared-api/delivery';

/** A slot's duration as people say it: "2 Hours", "1 Hour", "30 Minutes", "1 Minute". */
export function formatSlotDuration({ duration, unit_of_time }: Pick<DeliverySlot, 'duration' | 'unit_of_time'>): string {
  return `${duration} ${unit_of_time}${duration === 1 ? '' : 's'}`;
}
