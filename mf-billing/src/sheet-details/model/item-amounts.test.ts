import { atollMovers, blueLagoon, coralFreight, januaryItems } from '../../shared/testing/billing-fixtures';
import { isOverdue, outstandingCents, sumItems } from './item-amounts';

const due = Date.parse(atollMovers.overdue_at);

describe('transfer item amounts', () => {
  it('owes billed minus paid, in cents', () => {
    expect(outstandingCents(atollMovers)).toBe(10);
    expect(outstandingCents(blueLagoon)).toBe(0);
    expect(outstandingCents(coralFreight)).toBe(890); // 10.05 - 1.15 is 8.899999999999999 in floats
  });

  it('is overdue only when outstanding and past its due date, like the server filter', () => {
    expect(isOverdue(atollMovers, due + 1)).toBe(true);
    expect(isOverdue(atollMovers, due)).toBe(false);
    expect(isOverdue(atollMovers, due - 1)).toBe(false);
    expect(isOverdue(coralFreight, due + 1)).toBe(false);
    expect(isOverdue(blueLagoon, due + 1)).toBe(false);
  });

  it('adds items up as integers', () => {
    expect(sumItems(januaryItems)).toEqual({ items: 3, jobs: 4, billed: 1035, paid: 135, outstanding: 900 });
    expect(sumItems([atollMovers, blueLagoon])).toEqual({ items: 2, jobs: 2, billed: 30, paid: 20, outstanding: 10 });
    expect(sumItems([])).toEqual({ items: 0, jobs: 0, billed: 0, paid: 0, outstanding: 0 });
  });
});
