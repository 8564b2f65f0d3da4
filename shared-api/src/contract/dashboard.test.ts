import { calls, DASHBOARD_JOB_STATUSES, jobStatusSchema, listCountCalls, listTotalSchema, OPEN_TICKET_STATUSES, ticketStatusSchema } from './index';

// The dashboard's zod/mini schemas repeat a few values of the classic domain contracts (to stay
// small); these tests keep them equal, and keep each count view a view of a real list call.
describe('dashboard contract', () => {
  it('lists every job status of spec §4 and no other', () => {
    expect([...DASHBOARD_JOB_STATUSES].sort()).toEqual([...jobStatusSchema.options].sort());
  });

  it('counts as open every ticket status but closed', () => {
    expect([...OPEN_TICKET_STATUSES]).toEqual(ticketStatusSchema.options.filter((s) => s !== 'closed'));
  });

  describe.each(Object.entries(listCountCalls))('count view %s', (_name, view) => {
    const listed = Object.values(calls).find((def) => def.method === view.method && def.path === view.path);

    it('views a declared admin list call', () => {
      expect(listed).toBeDefined();
      expect(listed!.roles).toContain('ADMIN');
      expect(view.roles).toEqual(['ADMIN']);
    });

    it('filters only by parameters the list accepts, with values it accepts', () => {
      const real = listed!.query as unknown as { safeParse(v: unknown): { success: boolean } };
      const shape = (view.query as unknown as { shape: Record<string, { def: { innerType?: { options?: string[] } } }> }).shape;
      expect(Object.keys(shape).length).toBeGreaterThan(0);
      for (const [key, field] of Object.entries(shape)) {
        const values = field.def.innerType?.options ?? [];
        expect({ key, enumerated: values.length > 0 }).toEqual({ key, enumerated: true });
        for (const value of values) expect({ key, value, accepted: real.safeParse({ [key]: value }).success }).toEqual({ key, value, accepted: true });
      }
      expect(real.safeParse({ size: 1 }).success).toBe(true);
    });
  });

  it('reads a list answer for its total only', () => {
    const page = {
      items: [{ id: 1, anything: true }],
      pagination: { next_page: 2, previous_page: null, total_pages: 9, total_items: 9, record_count: 1, current_page: 1 },
    };
    expect(listTotalSchema.parse(page)).toEqual({ pagination: { total_items: 9 } });
  });
});
