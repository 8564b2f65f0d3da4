import { isRemoteBuild, kitMismatch } from './versions';

const host = { shell: '0.1.0', kit: { '@mv-admin/shared-api': '0.1.3', '@mv-admin/shared-ui': '0.1.0' } };

describe('kitMismatch (a remote built against a kit this shell does not provide)', () => {
  it('accepts a remote whose every kit range the provided versions satisfy', () => {
    expect(kitMismatch({ version: '1.0.0', kit: { '@mv-admin/shared-api': '^0.1.0', '@mv-admin/shared-ui': '0.1.0' } }, host)).toBeUndefined();
  });

  it('names the package, the range the remote was built for and the version this shell provides', () => {
    expect(kitMismatch({ version: '1.0.0', kit: { '@mv-admin/shared-api': '^0.1.0', '@mv-admin/shared-ui': '^0.2.0' } }, host)).toBe(
      'it was built for @mv-admin/shared-ui ^0.2.0 and this admin provides @mv-admin/shared-ui 0.1.0',
    );
    // A caret on 0.x allows patches only: a remote built for 0.1.4 needs at least that.
    expect(kitMismatch({ version: '1.0.0', kit: { '@mv-admin/shared-api': '^0.1.4' } }, host)).toBe(
      'it was built for @mv-admin/shared-api ^0.1.4 and this admin provides @mv-admin/shared-api 0.1.3',
    );
  });

  it('refuses a kit package the shell does not provide', () => {
    expect(kitMismatch({ version: '1.0.0', kit: { '@mv-admin/shared-maps': '^1.0.0' } }, host)).toBe(
      'it needs @mv-admin/shared-maps ^1.0.0, which this admin does not provide',
    );
  });
});

describe('isRemoteBuild', () => {
  it('accepts what a remote build writes and rejects anything else', () => {
    expect(isRemoteBuild({ version: '0.1.0', kit: { '@mv-admin/shared-ui': '^0.1.0' } })).toBe(true);
    expect(isRemoteBuild({ version: '0.1.0' })).toBe(false);
    expect(isRemoteBuild({ version: '0.1.0', kit: { '@mv-admin/shared-ui': 1 } })).toBe(false);
    expect(isRemoteBuild(undefined)).toBe(false);
  });
});
