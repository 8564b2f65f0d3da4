import { browserLocks, withRefreshLock } from './refresh-lock';

describe('the cross-tab refresh lock', () => {
  afterEach(() => {
    delete (navigator as { locks?: unknown }).locks;
  });

  it('runs the refresh under navigator.locks, by name, when the browser has it', async () => {
    const request = jest.fn((_name: string, callback: () => Promise<unknown>) => callback());
    Object.defineProperty(navigator, 'locks', { value: { request }, configurable: true });
    await expect(withRefreshLock(async () => 'done')).resolves.toBe('done');
    expect(request).toHaveBeenCalledWith('mv-admin:token-refresh', expect.any(Function));
  });

  it('runs the refresh at once where there is no lock manager (jsdom, older browsers)', async () => {
    expect(browserLocks()).toBeUndefined();
    await expect(withRefreshLock(async () => 'done')).resolves.toBe('done');
  });
});
