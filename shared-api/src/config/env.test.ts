import { EnvError, parseEnv } from './env';

describe('environment settings (spec §1)', () => {
  const good = { API_BASE_URL: 'https://api.example.mv/', QUICK_LOGIN: 'false' };

  it('accepts valid settings and trims the trailing slash', () => {
    expect(parseEnv(good)).toEqual({ apiBaseUrl: 'https://api.example.mv', quickLogin: false, quickLoginCredentials: null });
  });

  it.each([
    [{ ...good, API_BASE_URL: undefined }, 'Env API_BASE_URL is not configured properly'],
    [{ ...good, API_BASE_URL: 'not a url' }, 'Env API_BASE_URL is not configured properly'],
    [{ ...good, API_BASE_URL: 'ftp://x.mv' }, 'Env API_BASE_URL is not configured properly'],
    [{ ...good, QUICK_LOGIN: 'yes' }, 'Env QUICK_LOGIN is not configured properly'],
    [{ ...good, QUICK_LOGIN: undefined }, 'Env QUICK_LOGIN is not configured properly'],
    [null, 'Env API_BASE_URL is not configured properly'],
  ])('rejects %j with "%s"', (raw, message) => {
    expect(() => parseEnv(raw)).toThrow(new EnvError(message.split(' ')[1] as 'API_BASE_URL'));
    expect(() => parseEnv(raw)).toThrow(message);
  });

  it('offers quick-login credentials only when quick login is on', () => {
    const creds = { QUICK_LOGIN_EMAIL: 'admin@example.com', QUICK_LOGIN_PASSWORD: 'Admin#2026' };
    expect(parseEnv({ ...good, ...creds }).quickLoginCredentials).toBeNull();
    expect(parseEnv({ ...good, ...creds, QUICK_LOGIN: 'true' }).quickLoginCredentials).toEqual({ email: 'admin@example.com', password: 'Admin#2026' });
  });
});
