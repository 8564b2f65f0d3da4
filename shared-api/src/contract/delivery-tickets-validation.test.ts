import {
  deliveryDistanceAddonInputSchema,
  deliverySlotInputSchema,
  deliverySlotUpdateSchema,
  packageConfigInputSchema,
  packageConfigUpdateSchema,
} from './delivery';
import { ticketAssigneeFilterSchema, ticketCategoryInputSchema, ticketCreateSchema, ticketMessageFieldsSchema, ticketUpdateSchema } from './tickets';

const messagesOf = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));

describe('delivery pricing forms (spec §5)', () => {
  test('slot: name at least 2, duration greater than 0, unit Hour or Minute; PATCH has no defaults', () => {
    expect(messagesOf(deliverySlotInputSchema.safeParse({ name: 'x', unit_of_time: 'Day', duration: 0 }))).toEqual({
      name: 'Name must be at least 2 characters',
      unit_of_time: 'Please Select a value',
      duration: 'Duration must be greater than 0',
    });
    expect(deliverySlotInputSchema.parse({ name: '2 Hours Express', unit_of_time: 'Hour', duration: 2 }).is_active).toBe(true);
    expect(deliverySlotUpdateSchema.parse({ name: 'Renamed' })).toEqual({ name: 'Renamed' });
  });

  test('package config: min not above max, reported with the other field messages; prices in whole cents', () => {
    expect(messagesOf(packageConfigInputSchema.safeParse({ name: '', min_weight: 5, max_weight: 2, price: -1, delivery_slot_id: 1 }))).toEqual({
      name: 'Name is required',
      max_weight: 'Max weight must not be less than min weight',
      price: 'Price must be at least 0',
    });
    // A value of the wrong kind (a fraction of a cent) stops zod before cross-field rules.
    expect(messagesOf(packageConfigInputSchema.safeParse({ name: 'Ok', min_weight: 1, max_weight: 2, price: 1.5, delivery_slot_id: 1 }))).toEqual({
      price: 'Price must be a whole number of cents',
    });
    expect(packageConfigInputSchema.safeParse({ name: 'Same', min_weight: 2, max_weight: 2, price: 0, delivery_slot_id: 1 }).success).toBe(true);
    expect(messagesOf(packageConfigUpdateSchema.safeParse({ min_weight: 3, max_weight: 1 }))).toEqual({
      max_weight: 'Max weight must not be less than min weight',
    });
    expect(packageConfigUpdateSchema.safeParse({ max_weight: 1 }).success).toBe(true);
  });

  test('distance add-on: price greater than 0, islands chosen and different', () => {
    expect(messagesOf(deliveryDistanceAddonInputSchema.safeParse({ price: 0, from_island_id: 4, to_island_id: 4 }))).toEqual({
      price: 'Price must be greater than 0',
      to_island_id: 'From and to islands must be different',
    });
    expect(messagesOf(deliveryDistanceAddonInputSchema.safeParse({ price: 100 }))).toEqual({
      from_island_id: 'Please Select a value',
      to_island_id: 'Please Select a value',
    });
  });
});

describe('ticket forms (spec §5)', () => {
  test('category title at least 2; ticket description at least 5 (trimmed)', () => {
    expect(messagesOf(ticketCategoryInputSchema.safeParse({ title: ' a ' }))).toEqual({ title: 'Title must be at least 2 characters' });
    expect(messagesOf(ticketCreateSchema.safeParse({ description: ' abc ', ticket_subcategory_id: 0 }))).toEqual({
      description: 'Description must be at least 5 characters',
      ticket_subcategory_id: 'Please Select a value',
    });
    expect(messagesOf(ticketUpdateSchema.safeParse({ status: 'reopened' }))).toEqual({ status: 'Please Select a value' });
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
