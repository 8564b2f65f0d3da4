import { deliveryDistanceAddonInputSchema, deliveryMessages, deliverySlotInputSchema, deliverySlotUpdateSchema, packageConfigInputSchema, packageConfigUpdateSchema } from './delivery';
import { messages } from './messages';
import { ticketAssigneeFilterSchema, ticketCategoryInputSchema, ticketCreateSchema, ticketMessageFieldsSchema, ticketUpdateSchema } from './tickets';

const messagesOf = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));

describe('delivery pricing forms (spec §5)', () => {
  test('slot: name at least 2, duration greater than 0, unit Hour or Minute; PATCH has no defaults', () => {
    expect(messagesOf(deliverySlotInputSchema.safeParse({ name: 'x', unit_of_time: 'Day', duration: 0 }))).toEqual({
      name: messages.minChars('Name', 2), unit_of_time: messages.select, duration: messages.positive('Duration'),
    });
    expect(deliverySlotInputSchema.parse({ name: '2 Hours Express', unit_of_time: 'Hour', duration: 2 }).is_active).toBe(true);
    expect(deliverySlotUpdateSchema.parse({ name: 'Renamed' })).toEqual({ name: 'Renamed' });
  });

  test('package config: min not above max, reported with the other field messages; prices in whole cents', () => {
    expect(messagesOf(packageConfigInputSchema.safeParse({ name: '', min_weight: 5, max_weight: 2, price: -1, delivery_slot_id: 1 }))).toEqual({
      name: messages.minChars('Name', 1), max_weight: deliveryMessages.maxBelowMin, price: messages.atLeast('Price', 0),
    });
    // A value of the wrong kind (a fraction of a cent) stops zod before cross-field rules.
    expect(messagesOf(packageConfigInputSchema.safeParse({ name: 'Ok', min_weight: 1, max_weight: 2, price: 1.5, delivery_slot_id: 1 }))).toEqual({
      price: deliveryMessages.wholeCents,
    });
    expect(packageConfigInputSchema.safeParse({ name: 'Same', min_weight: 2, max_weight: 2, price: 0, delivery_slot_id: 1 }).success).toBe(true);
    expect(messagesOf(packageConfigUpdateSchema.safeParse({ min_weight: 3, max_weight: 1 }))).toEqual({ max_weight: deliveryMessages.maxBelowMin });
    expect(packageConfigUpdateSchema.safeParse({ max_weight: 1 }).success).toBe(true);
  });

  test('distance add-on: price greater than 0, islands chosen and different', () => {
    expect(messagesOf(deliveryDistanceAddonInputSchema.safeParse({ price: 0, from_island_id: 4, to_island_id: 4 }))).toEqual({
      price: messages.positive('Price'), to_island_id: deliveryMessages.sameIslands,
    });
    expect(messagesOf(deliveryDistanceAddonInputSchema.safeParse({ price: 100 }))).toEqual({ from_island_id: messages.select, to_island_id: messages.select });
  });
});

describe('ticket forms (spec §5)', () => {
  test('category title at least 2; ticket description at least 5 (trimmed)', () => {
    expect(messagesOf(ticketCategoryInputSchema.safeParse({ title: ' a ' }))).toEqual({ title: messages.minChars('Title', 2) });
    expect(messagesOf(ticketCreateSchema.safeParse({ description: ' abc ', ticket_subcategory_id: 0 }))).toEqual({
      description: messages.minChars('Description', 5), ticket_subcategory_id: messages.select,
    });
    expect(messagesOf(ticketUpdateSchema.safeParse({ status: 'reopened' }))).toEqual({ status: messages.select });
  });

  test('chat message fields arrive as form text: ids coerced, blank message dropped', () => {
    expect(ticketMessageFieldsSchema.parse({ chat_id: '3', message: '' })).toEqual({ chat_id: 3 });
    expect(ticketMessageFieldsSchema.parse({ chat_id: '3', message: ' hi ' })).toEqual({ chat_id: 3, message: 'hi' });
  });

  test('assignee filter: an id or "unassigned"', () => {
    expect(ticketAssigneeFilterSchema.parse('unassigned')).toBe('unassigned');
    expect(ticketAssigneeFilterSchema.parse('7')).toBe(7);
    expect(ticketAssigneeFilterSchema.safeParse('nobody').success).toBe(false);
  });
});
