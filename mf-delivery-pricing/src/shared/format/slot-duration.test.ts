import { formatSlotDuration } from './slot-duration';

describe('formatSlotDuration', () => {
  it.each([
    [2, 'Hour', '2 Hours'],
    [1, 'Hour', '1 Hour'],
    [30, 'Minute', '30 Minutes'],
    [1, 'Minute', '1 Minute'],
    [48, 'Hour', '48 Hours'],
  ] as const)('%p %p -> %p', (duration, unit_of_time, text) => {
    expect(formatSlotDuration({ duration, unit_of_time })).toBe(text);
  });
});
