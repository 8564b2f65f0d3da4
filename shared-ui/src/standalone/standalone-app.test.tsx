import { screen } from '@testing-library/react';
import { useQueryClient } from '@tanstack/react-query';
import { theme } from 'antd';
import { authStore, type RemoteModule } from '@mv-admin/shared-api';
import { useFeedback } from '../feedback/feedback-provider';
import { startStandalone } from './standalone-app';

const serveEnv = (env: Record<string, string> | null) =>
  jest.spyOn(globalThis, 'fetch').mockImplementation(async () => (env ? Response.json(env) : new Response('', { status: 404 })));

/** A screen that needs what the shell gives its screens: the query cache, the theme and the kit's feedback. */
function ProbeScreen() {
  const cache = useQueryClient();
  const { token } = theme.useToken();
  useFeedback();
  return <p>{`cache ${typeof cache.invalidateQueries}, primary ${token.colorPrimary}`}</p>;
}
const probeModule: RemoteModule = { name: 'mf_probe', routes: [{ path: '/probe', title: 'Probe', Component: ProbeScreen }] };

describe('startStandalone (the shell startup, run by one remote)', () => {
  beforeEach(() => {
    document.body.innerHTML = '<div id="root"></div>';
    window.history.replaceState(null, '', '/probe');
  });
  afterEach(() => {
    jest.restoreAllMocks();
    authStore.getState().clear();
  });

  it("renders the module's screen with the shell's providers: query cache, theme, feedback", async () => {
    serveEnv({ API_BASE_URL: 'http://localhost:4000', QUICK_LOGIN: 'false' });
    authStore.getState().setTokens({ access_token: 'a', refresh_token: 'r' });
    await startStandalone(probeModule);
    // #0958d9 is the admin theme's primary colour (theme-config.ts); antd's default is #1677ff.
    expect(await screen.findByText('cache function, primary #0958d9')).toBeInTheDocument();
  });

  it('shows a bad setting on the page, as the shell does', async () => {
    serveEnv(null);
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await startStandalone(probeModule);
    expect(await screen.findByText('The admin cannot start')).toBeInTheDocument();
  });
});
