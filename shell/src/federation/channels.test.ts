import type { RemoteEntry } from '@mv-admin/shared-api';
import { canaryBucket, chooseEntry, originAllowed, PREVIEW_KEY, previewRefusal, setPreview, signedInUserId, storedPreviews } from './channels';

const jobs = (percent?: number): RemoteEntry => ({
  name: 'mf_jobs',
  label: 'Jobs',
  entry: 'https://cdn.example.mv/mf-jobs/1.4.0/remoteEntry.js',
  version: '1.4.0',
  routes: ['/jobs'],
  ...(percent === undefined ? {} : { canary: { entry: 'https://cdn.example.mv/mf-jobs/1.5.0/remoteEntry.js', version: '1.5.0', percent } }),
});
const policy = { origins: ['http://localhost:*', 'https://preview.example.mv'] };
const token = (claims: object) => `h.${btoa(JSON.stringify(claims)).replace(/=+$/, '')}.s`;

beforeEach(() => localStorage.clear());

describe('canaryBucket', () => {
  it('is the same for a user and module every time, and spreads users over 0-99', () => {
    expect(canaryBucket(42, 'mf_jobs')).toBe(canaryBucket(42, 'mf_jobs'));
    const buckets = Array.from({ length: 1000 }, (_, id) => canaryBucket(id + 1, 'mf_jobs'));
    expect(Math.min(...buckets)).toBe(0);
    expect(Math.max(...buckets)).toBe(99);
    // Roughly a tenth of the users below 10: a 10 % canary reaches about 10 % of them.
    const share = buckets.filter((b) => b < 10).length;
    expect(share).toBeGreaterThan(60);
    expect(share).toBeLessThan(140);
  });
});

describe('chooseEntry', () => {
  it('runs the live entry without a canary, and says so', () => {
    expect(chooseEntry(jobs(), policy, 7, {})).toEqual({ channel: 'live', entry: jobs().entry, version: '1.4.0' });
  });

  it('at 0 % nobody runs the canary and at 100 % everybody does, signed in or not', () => {
    const users = Array.from({ length: 200 }, (_, i) => i + 1);
    expect(users.filter((id) => chooseEntry(jobs(0), policy, id, {}).channel === 'canary')).toEqual([]);
    expect(users.filter((id) => chooseEntry(jobs(100), policy, id, {}).channel !== 'canary')).toEqual([]);
    expect(chooseEntry(jobs(100), policy, undefined, {})).toMatchObject({ channel: 'canary', version: '1.5.0' });
    expect(chooseEntry(jobs(99), policy, undefined, {})).toMatchObject({ channel: 'live' });
  });

  it("in between, a user's bucket decides: below the share runs the canary", () => {
    const bucket = canaryBucket(7, 'mf_jobs');
    expect(chooseEntry(jobs(bucket + 1), policy, 7, {})).toMatchObject({ channel: 'canary', bucket, percent: bucket + 1 });
    expect(chooseEntry(jobs(bucket), policy, 7, {})).toMatchObject({ channel: 'live', bucket, percent: bucket });
  });

  it('a stored preview wins while the registry allows it, and is ignored once it does not', () => {
    const previews = { mf_jobs: 'http://localhost:3101/remoteEntry.js' };
    expect(chooseEntry(jobs(100), policy, 7, previews)).toEqual({ channel: 'preview', entry: 'http://localhost:3101/remoteEntry.js' });
    expect(chooseEntry(jobs(), { origins: ['https://preview.example.mv'] }, 7, previews).channel).toBe('live');
    expect(chooseEntry(jobs(), undefined, 7, previews).channel).toBe('live');
  });
});

describe('previewRefusal', () => {
  it.each([
    ['http://localhost:3101/remoteEntry.js', policy, 7, undefined],
    ['https://preview.example.mv/mf-jobs/remoteEntry.js', policy, 7, undefined],
    [
      'https://evil.example.com/remoteEntry.js',
      policy,
      7,
      'Previews from https://evil.example.com are not allowed; this admin allows http://localhost:*, https://preview.example.mv.',
    ],
    [
      'https://preview.example.mv:8443/remoteEntry.js',
      policy,
      7,
      'Previews from https://preview.example.mv:8443 are not allowed; this admin allows http://localhost:*, https://preview.example.mv.',
    ],
    ['http://localhost:3101/remoteEntry.js', undefined, 7, "This admin's registry allows no previews."],
    ['http://localhost:3101/remoteEntry.js', { ...policy, admins: [8] }, 7, "This admin's registry does not allow you to preview builds."],
    ['localhost:3101', policy, 7, 'Enter the full URL of a remoteEntry.js, e.g. http://localhost:3101/remoteEntry.js.'],
  ])('%s', (entry, allowed, userId, message) => {
    expect(previewRefusal(entry, allowed, userId)).toBe(message);
  });

  it('matches origins by scheme, host and port', () => {
    expect(originAllowed('https://localhost:3000/x.js', policy.origins)).toBe(false);
    expect(originAllowed('http://localhost.evil.com/x.js', policy.origins)).toBe(false);
  });
});

describe('previews in storage and the user id', () => {
  it('stores one preview per module and removes the key with the last one', () => {
    setPreview('mf_jobs', 'http://localhost:3101/remoteEntry.js');
    setPreview('mf_billing', 'http://localhost:3106/remoteEntry.js');
    setPreview('mf_jobs', undefined);
    expect(storedPreviews()).toEqual({ mf_billing: 'http://localhost:3106/remoteEntry.js' });
    setPreview('mf_billing', undefined);
    expect(localStorage.getItem(PREVIEW_KEY)).toBeNull();
  });

  it("reads the user id from the access token's sub, and nothing from a token without one", () => {
    expect(signedInUserId(token({ sub: 42, type: 'ADMIN' }))).toBe(42);
    expect(signedInUserId(token({ sub: '42' }))).toBeUndefined();
    expect(signedInUserId('not-a-token')).toBeUndefined();
    expect(signedInUserId(null)).toBeUndefined();
  });
});
