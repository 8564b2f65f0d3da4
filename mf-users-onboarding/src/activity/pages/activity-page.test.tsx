import { authApi } from '@mv-admin/shared-api';
import { type AuditEvent, auditApi } from '@mv-admin/shared-api/audit';
import { usersApi } from '@mv-admin/shared-api/users';
import { apiPage, renderWithProviders } from '@mv-admin/shared-ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { me, myAccount } from '../../shared/testing/fixtures';
import { ActivityPage } from './activity-page';

const event = (over: Partial<AuditEvent>): AuditEvent => ({
  id: 1,
  occurred_at: '2026-11-21T10:05:00.000Z',
  actor_id: 1,
  actor: { id: 1, name: 'Demo Admin', email: 'admin@example.com', type: 'ADMIN' },
  actor_email: null,
  ip: '127.0.0.1',
  method: 'PUT',
  route: '/api/v1/atoll/update/:atoll_id',
  operation: 'updateAtoll',
  action: 'update',
  entity_type: 'atoll',
  entity_id: '3',
  changes: {},
  ...over,
});

const atollRenamed = event({
  id: 2,
  changes: { name: { before: 'Alif', after: 'Alif Alif' }, version: { before: 1, after: 2 }, updated_at: { before: 'a', after: 'b' } },
});
const passwordChanged = event({
  id: 3,
  entity_type: 'user',
  entity_id: '9',
  actor: null,
  actor_id: null,
  changes: { password: { before: '[redacted]', after: '[redacted]' } },
});
const jobClosed = event({ id: 4, entity_type: 'job', entity_id: '12', action: 'close', occurred_at: 'not a date' });

beforeEach(() => {
  jest.spyOn(authApi, 'me').mockResolvedValue(me);
  jest.spyOn(usersApi, 'listUsers').mockResolvedValue(apiPage([myAccount]));
});
afterEach(() => jest.restoreAllMocks());

const rowOf = (text: string) => screen.getAllByText(text)[0]!.closest('tr') as HTMLElement;

describe('ActivityPage', () => {
  it('lists events newest first with who, action, record link and when; filters come from the URL', async () => {
    const list = jest.spyOn(auditApi, 'listAuditEvents').mockResolvedValue(apiPage([jobClosed, passwordChanged, atollRenamed]));
    renderWithProviders(<ActivityPage />, { route: '/admin/activity?actor_id=1&entity_type=atoll&action=update&page=2&entity_type_bad=x' });

    expect(await screen.findByText('Job #12')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Activity' })).toBeInTheDocument();
    const job = rowOf('Job #12');
    expect(within(job).getByRole('link', { name: 'Job #12' })).toHaveAttribute('href', '/jobs?job=12');
    expect(within(job).getByText('Close')).toBeInTheDocument();
    expect(within(job).getAllByText('-').length).toBeGreaterThan(0); // invalid date
    const atoll = rowOf('Atoll #3');
    // Spec §9: day, short month, year and 12-hour time (the hour depends on the time zone shown).
    expect(within(atoll).getByText(/^Nov 21, 2026, \d{1,2}:05 (AM|PM)$/)).toBeInTheDocument();
    expect(within(atoll).getByText('Demo Admin (admin@example.com)')).toBeInTheDocument();
    expect(within(atoll).getByText('1 field')).toBeInTheDocument(); // version and updated_at are bookkeeping
    expect(within(rowOf('User #9')).getAllByText('-').length).toBeGreaterThan(0); // nobody known
    expect(screen.queryByRole('searchbox')).not.toBeInTheDocument();
    expect(list).toHaveBeenCalledWith({ query: { page: 2, size: 20, actor_id: 1, entity_type: 'atoll', action: 'update' } }, expect.any(AbortSignal));
  });

  it('expands a row to its changed fields, before -> after, with secrets still redacted', async () => {
    jest.spyOn(auditApi, 'listAuditEvents').mockResolvedValue(apiPage([passwordChanged, atollRenamed]));
    const { user } = renderWithProviders(<ActivityPage />, { route: '/admin/activity' });
    await screen.findByText('Atoll #3');

    for (const button of screen.getAllByRole('button', { name: /expand row/i })) await user.click(button);
    const changes = await screen.findAllByTestId('audit-change');
    expect(changes.map((c) => c.textContent)).toEqual(['password: [redacted] -> [redacted]', 'name: Alif -> Alif Alif']);
  });

  it('puts the action, record type and time range filters in the URL and asks the server for them', async () => {
    const list = jest.spyOn(auditApi, 'listAuditEvents').mockResolvedValue(apiPage([atollRenamed]));
    const { user, location } = renderWithProviders(<ActivityPage />, { route: '/admin/activity?page=3' });
    await screen.findByText('Atoll #3');

    await user.click(screen.getByRole('combobox', { name: 'Filter by action' }));
    await user.click(await screen.findByTitle('Update'));
    expect(new URLSearchParams(location().search).get('action')).toBe('update');
    expect(new URLSearchParams(location().search).get('page')).toBeNull();

    await user.click(screen.getByRole('combobox', { name: 'Filter by record type' }));
    await user.click(await screen.findByTitle('Atoll'));
    await waitFor(() =>
      expect(list).toHaveBeenLastCalledWith({ query: expect.objectContaining({ action: 'update', entity_type: 'atoll', page: 1 }) }, expect.any(AbortSignal)),
    );
  });

  it('picks a staff member among the admins the user search finds, into the URL', async () => {
    const list = jest.spyOn(auditApi, 'listAuditEvents').mockResolvedValue(apiPage([atollRenamed]));
    const { user, location } = renderWithProviders(<ActivityPage />, { route: '/admin/activity' });
    await screen.findByText('Atoll #3');

    await user.click(screen.getByRole('combobox', { name: 'Filter by staff member' }));
    await user.click(await screen.findByTitle(`${myAccount.name} (${myAccount.email})`));
    expect(location().search).toBe(`?actor_id=${myAccount.id}`);
    expect(usersApi.listUsers).toHaveBeenCalledWith({ query: { type: 'ADMIN', size: 20 } }, expect.any(AbortSignal));
    await waitFor(() => expect(list).toHaveBeenLastCalledWith({ query: expect.objectContaining({ actor_id: myAccount.id }) }, expect.any(AbortSignal)));
  });

  it('reads a time range from the URL and sends it to the server', async () => {
    const list = jest.spyOn(auditApi, 'listAuditEvents').mockResolvedValue(apiPage([atollRenamed]));
    renderWithProviders(<ActivityPage />, { route: '/admin/activity?from=2026-11-20T00:00:00.000Z&to=not-a-date' });
    await screen.findByText('Atoll #3');
    expect(list).toHaveBeenCalledWith({ query: { page: 1, size: 20, from: '2026-11-20T00:00:00.000Z' } }, expect.any(AbortSignal));
  });

  it("narrows to one record from a drawer's link, says so, and lets it go", async () => {
    const list = jest.spyOn(auditApi, 'listAuditEvents').mockResolvedValue(apiPage([atollRenamed]));
    const { user, location } = renderWithProviders(<ActivityPage />, { route: '/admin/activity?entity_type=atoll&entity_id=3' });
    await screen.findByText('Atoll #3');
    expect(list).toHaveBeenCalledWith({ query: { page: 1, size: 20, entity_type: 'atoll', entity_id: '3' } }, expect.any(AbortSignal));
    expect(screen.getByText('Only Atoll #3')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show every record' }));
    expect(location().search).toBe('?entity_type=atoll');
  });
});
