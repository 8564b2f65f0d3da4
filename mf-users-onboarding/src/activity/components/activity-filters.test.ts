import dayjs from 'dayjs';
import { daysToRange } from './activity-filters';

describe('daysToRange', () => {
  it('sends the first day from its start and the last day up to the start of the next (the server reads `to` as exclusive)', () => {
    const range = daysToRange([dayjs('2026-11-20T15:00:00'), dayjs('2026-11-21T09:00:00')]);
    expect(range).toEqual({ from: dayjs('2026-11-20T00:00:00').toISOString(), to: dayjs('2026-11-22T00:00:00').toISOString() });
  });

  it('leaves an open end out, and both when the range is cleared', () => {
    expect(daysToRange([dayjs('2026-11-20T15:00:00'), null])).toEqual({ from: dayjs('2026-11-20T00:00:00').toISOString(), to: undefined });
    expect(daysToRange(null)).toEqual({ from: undefined, to: undefined });
  });
});
