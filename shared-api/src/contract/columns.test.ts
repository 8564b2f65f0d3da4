import { transferSheetListQuerySchema } from './billing';
import { jobListQuerySchema } from './jobs';
import { islandInputSchema } from './locations';
import { individualOnboardingInputSchema } from './onboarding';
import { paginatedQuerySchema, positiveId } from './pagination';

const issuesOf = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  (result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]);

describe('numbers stop at the integer columns (2147483647)', () => {
  it('an id in a path or query string', () => {
    expect(positiveId.safeParse('2147483647')).toEqual({ success: true, data: 2147483647 });
    expect(issuesOf(positiveId.safeParse('2147483648'))).toEqual([['', 'Must be at most 2147483647']]);
    expect(issuesOf(positiveId.safeParse('99999999999'))).toEqual([['', 'Must be at most 2147483647']]);
  });

  it('an id in a body keeps its form message below the limit and names the limit above it', () => {
    expect(issuesOf(islandInputSchema.safeParse({ name: 'Hoarafushi', atoll_id: 0 }))).toEqual([['atoll_id', 'Please Select a value']]);
    expect(issuesOf(islandInputSchema.safeParse({ name: 'Hoarafushi', atoll_id: 99999999999 }))).toEqual([['atoll_id', 'Must be at most 2147483647']]);
  });

  it('every id of a comma list, and the page number', () => {
    expect(issuesOf(jobListQuerySchema.safeParse({ jobIdList: '1,99999999999' }))).toEqual([['jobIdList.1', 'Must be at most 2147483647']]);
    expect(jobListQuerySchema.parse({ jobIdList: '1,2147483647' }).jobIdList).toEqual([1, 2147483647]);
    expect(issuesOf(paginatedQuerySchema.safeParse({ page: '2147483648' }))).toEqual([['page', 'Must be at most 2147483647']]);
  });
});

describe('dates a PostgreSQL date column takes', () => {
  it('year 0000 is valid ISO 8601 but not a PostgreSQL date', () => {
    expect(issuesOf(transferSheetListQuerySchema.safeParse({ from: '0000-01-01' }))).toEqual([['from', 'Enter a valid date']]);
    expect(transferSheetListQuerySchema.safeParse({ from: '0001-01-01', to: '9999-12-31' }).success).toBe(true);
    expect(issuesOf(individualOnboardingInputSchema.pick({ date_of_birth: true }).safeParse({ date_of_birth: '0000-02-29' }))).toEqual([
      ['date_of_birth', 'Enter a valid date'],
    ]);
  });
});
