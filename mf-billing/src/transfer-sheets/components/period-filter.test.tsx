import { renderWithProviders } from '@mv-admin/shared-ui/testing';
import { screen } from '@testing-library/react';
import dayjs from 'dayjs';
import PeriodFilter, { monthsToRange } from './period-filter';

describe('PeriodFilter', () => {
  it('turns a range of months into the first and last day the server filters on', () => {
    expect(monthsToRange([dayjs('2026-03-17'), dayjs('2026-05-02')])).toEqual({ from: '2026-03-01', to: '2026-05-31' });
    expect(monthsToRange([dayjs('2024-02-10'), dayjs('2024-02-10')])).toEqual({ from: '2024-02-01', to: '2024-02-29' });
    expect(monthsToRange([null, dayjs('2026-12-01')])).toEqual({ from: undefined, to: '2026-12-31' });
    expect(monthsToRange(null)).toEqual({ from: undefined, to: undefined });
  });

  it('shows the months of the URL range in labelled inputs', () => {
    renderWithProviders(<PeriodFilter value={{ from: '2024-12-01', to: '2025-01-31' }} onChange={() => undefined} />);
    expect(screen.getByRole('group', { name: 'Filter by billing period' })).toBeInTheDocument();
    expect(screen.getByLabelText('From month')).toHaveValue('Dec 2024');
    expect(screen.getByLabelText('To month')).toHaveValue('Jan 2025');
  });
});
