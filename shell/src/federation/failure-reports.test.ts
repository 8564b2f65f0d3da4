import { clientFailuresApi } from '@mv-admin/shared-api/client-failures';
import { reportFailure, trackModule } from './failure-reports';

jest.mock('@mv-admin/shared-api/client-failures', () => ({ clientFailuresApi: { reportClientFailure: jest.fn(() => Promise.resolve(null)) } }));
const send = clientFailuresApi.reportClientFailure as jest.Mock;
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

beforeEach(() => {
  send.mockClear();
  localStorage.setItem('session_token', 'a.b.c');
});

test('one report per module, version, channel and kind in a page view, with the build version once known', async () => {
  let built: string | undefined;
  trackModule('mf_once', { channel: 'canary', entry: 'http://localhost:3101/v2/remoteEntry.js', version: '2.0.0' }, () => built);
  reportFailure('mf_once', 'entry');
  reportFailure('mf_once', 'entry');
  built = '2.0.1';
  reportFailure('mf_once', 'render');
  reportFailure('mf_once', 'render');
  await flush();
  expect(send.mock.calls.map(([args]) => args.body)).toEqual([
    { module: 'mf_once', version: '2.0.0', channel: 'canary', kind: 'entry' },
    { module: 'mf_once', version: '2.0.1', channel: 'canary', kind: 'render' },
  ]);
});

test('nothing is sent signed out or for a module never loaded; a failed send is dropped quietly', async () => {
  trackModule('mf_quiet', { channel: 'live', entry: 'http://localhost:3102/remoteEntry.js', version: '1.0.0' }, () => undefined);
  localStorage.removeItem('session_token');
  reportFailure('mf_quiet', 'entry');
  localStorage.setItem('session_token', 'a.b.c');
  reportFailure('mf_unknown', 'entry');
  await flush();
  expect(send).not.toHaveBeenCalled();
  send.mockImplementationOnce(() => Promise.reject(new Error('API down')));
  reportFailure('mf_quiet', 'module');
  await flush();
  expect(send).toHaveBeenCalledTimes(1);
});

test("an unhandled error from a module's build folder is that module's `error`; others are not reported", async () => {
  trackModule('mf_thrower', { channel: 'preview', entry: 'http://localhost:3103/build-7/remoteEntry.js' }, () => '7.0.0');
  window.dispatchEvent(new ErrorEvent('error', { filename: 'http://localhost:3103/build-7/module.1234abcd.js', message: 'boom' }));
  window.dispatchEvent(new ErrorEvent('error', { filename: 'http://localhost:3000/main.js', message: 'shell' }));
  await flush();
  expect(send.mock.calls.map(([args]) => args.body)).toEqual([{ module: 'mf_thrower', version: '7.0.0', channel: 'preview', kind: 'error' }]);
});
