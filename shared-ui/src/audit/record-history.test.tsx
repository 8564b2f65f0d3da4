import { type AuditEvent, auditApi } from '@mv-admin/shared-api/audit';
import { screen } from '@testing-library/react';
import { apiError, apiPage, renderWithProviders } from '../testing';
import { RecordHistory } from './record-history';

const event = (id: number, over: Partial<AuditEvent>): AuditEvent => ({
  id,
  occurred_at: '2026-11-21T10:05:00.000Z',
  actor_id: 1,
  actor: { id: 1, name: 'Demo Admin', email: 'admin@example.com', type: 'ADMIN' },
  actor_email: null,
  ip: null,
  method: 'PATCH',
  route: '/api/v1/tickets/:ticket_id',
  operation: 'updateTicket',
  action: 'update',
  entity_type: 'ticket',
  entity_id: '7',
  changes: {},
  ...over,
});

afterEach(() => jest.restoreAllMocks());

describe('RecordHistory', () => {
  it("lists the record's own events newest first, with who, when and each change before -> after", async () => {
    const list = jest.spyOn(auditApi, 'listAuditEvents').mockResolvedValue({
      ...apiPage([
        event(3, { changes: { status: { before: 'open', after: 'in_progress' }, version: { before: 2, after: 3 } } }),
        event(2, { action: 'assign', actor: null, actor_id: null, changes: { assigned_to_user_id: { before: null, after: 4 } } }),
        event(1, { action: 'create', changes: { description: { before: null, after: 'Leaking tap' }, token: { before: null, after: '[redacted]' } } }),
      ]),
    });
    renderWithProviders(<RecordHistory entityType="ticket" entityId={7} />);

    const entries = await screen.findAllByTestId('history-event');
    expect(entries.map((e) => e.firstChild?.textContent)).toEqual(['Update', 'Assign', 'Create']);
    expect(entries[0]).toHaveTextContent(/by Demo Admin \(admin@example\.com\) · Nov 21, 2026, \d{1,2}:05 (AM|PM)/);
    expect(entries[1]).toHaveTextContent('by -');
    expect(screen.getAllByTestId('audit-change').map((c) => c.textContent)).toEqual([
      'status: open -> in_progress',
      'assigned_to_user_id: - -> 4',
      'description: - -> Leaking tap',
      'token: - -> [redacted]',
    ]);
    expect(list).toHaveBeenCalledWith({ query: { entity_type: 'ticket', entity_id: '7', size: 20 } }, expect.any(AbortSignal));
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it('links to the Activity screen when the record has more events than it shows', async () => {
    const page = apiPage([event(1, {})]);
    jest.spyOn(auditApi, 'listAuditEvents').mockResolvedValue({ ...page, pagination: { ...page.pagination, total_items: 45 } });
    renderWithProviders(<RecordHistory entityType="ticket" entityId={7} />);
    expect(await screen.findByRole('link', { name: 'All 45 events on the Activity screen' })).toHaveAttribute(
      'href',
      '/admin/activity?entity_type=ticket&entity_id=7',
    );
  });

  it('says when nothing is recorded, and offers Retry when the read fails', async () => {
    jest.spyOn(auditApi, 'listAuditEvents').mockResolvedValueOnce(apiPage([]));
    const { unmount } = renderWithProviders(<RecordHistory entityType="job" entityId={1} />);
    expect(await screen.findByText('No recorded changes yet')).toBeInTheDocument();
    unmount();

    jest.spyOn(auditApi, 'listAuditEvents').mockRejectedValue(apiError(503, 'The server is busy'));
    renderWithProviders(<RecordHistory entityType="job" entityId={2} />);
    expect(await screen.findByText('Could not load the history')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
