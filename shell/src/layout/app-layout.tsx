import { Button, Flex, Grid, Layout, Typography, theme } from 'antd';
import { lazy, Suspense, useMemo, useState } from 'react';
import { Outlet } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { getHttpClient } from '@mv-admin/shared-api';
import { HeaderBar } from './header-bar';
import { flattenMenu } from './menu';
import { SideMenu } from './side-menu';
import { UserCard } from './user-card';
import { buildMenu } from './menu';
import { meQuery } from '@mv-admin/shared-api/query';
import { SignedInProviders } from '@mv-admin/shared-ui/startup/signed-in';
import { getRegistry } from '../federation/registry';
import { storedPreviews } from '../federation/channels';
import { PageSpinner } from '../pages/page-spinner';
import { useLiveConnection } from '../live/use-live-connection';

export const SIDER_WIDTH = 300;
export const HEADER_HEIGHT = 60;

// The drawer is for narrow screens only; wide screens never download it.
const SiderDrawer = lazy(() => import('./sider-drawer'));
// The About dialog (versions and status of every part) loads when it is first opened.
const AboutDialog = lazy(() => import('./about-dialog'));
const ShortcutsDialog = lazy(() => import('./shortcuts-dialog'));
// Only a browser that previews a build loads the banner.
const PreviewBanner = lazy(() => import('./preview-banner'));

/**
 * The authenticated frame (spec §2): a 300-wide sidebar (user, menu, copyright) that turns into
 * a drawer below the small breakpoint, and a 60-high header. Pages render in the Outlet, inside
 * the signed-in providers (query cache, antd App).
 */
export default function SignedInLayout() {
  return (
    <SignedInProviders>
      <AppLayout />
    </SignedInProviders>
  );
}

function AppLayout() {
  const screens = Grid.useBreakpoint();
  const narrow = screens.sm === false;
  // Below lg the full header (about 530 px of controls) does not fit beside the 300-wide sidebar.
  const compactHeader = screens.lg === false;
  const [drawerOpen, setDrawerOpen] = useState(false);
  // null until first opened, like the profile dialog: its code loads then.
  const [aboutOpen, setAboutOpen] = useState<boolean | null>(null);
  const [shortcutsOpen, setShortcutsOpen] = useState<boolean | null>(null);
  const { data: user } = useQuery(meQuery());
  const menu = useMemo(() => buildMenu(getRegistry()), []);
  const menuPaths = useMemo(() => new Set(['/', ...flattenMenu(menu).map((l) => l.key)]), [menu]);
  const previewing = useMemo(() => Object.keys(storedPreviews()).length > 0, []);
  const { token } = theme.useToken();
  useLiveConnection();

  const sider = (
    <Layout style={{ height: '100%', background: token.colorBgContainer }}>
      <UserCard user={user} />
      <div style={{ flex: 1, overflowY: 'auto' }}>
        <SideMenu menu={menu} onNavigate={() => setDrawerOpen(false)} />
      </div>
      <Flex align="center" justify="space-between" style={{ padding: '12px 20px' }}>
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          © {new Date().getFullYear()} Jobs Marketplace Maldives
        </Typography.Text>
        <Flex gap="small">
          <Button type="link" size="small" style={{ fontSize: 12, paddingInline: 0 }} onClick={() => setShortcutsOpen(true)}>
            Shortcuts
          </Button>
          <Button type="link" size="small" style={{ fontSize: 12, paddingInline: 0 }} onClick={() => setAboutOpen(true)}>
            About
          </Button>
        </Flex>
      </Flex>
      {aboutOpen !== null && (
        <Suspense fallback={null}>
          <AboutDialog open={aboutOpen} onClose={() => setAboutOpen(false)} registry={getRegistry()} />
        </Suspense>
      )}
      {shortcutsOpen !== null && (
        <Suspense fallback={null}>
          <ShortcutsDialog open={shortcutsOpen} onClose={() => setShortcutsOpen(false)} paths={menuPaths} />
        </Suspense>
      )}
    </Layout>
  );

  return (
    <Layout style={{ minHeight: '100vh' }}>
      {narrow ? (
        <Suspense fallback={null}>
          <SiderDrawer open={drawerOpen} onClose={() => setDrawerOpen(false)} width={SIDER_WIDTH}>
            {sider}
          </SiderDrawer>
        </Suspense>
      ) : (
        <Layout.Sider
          width={SIDER_WIDTH}
          theme="light"
          style={{ position: 'sticky', top: 0, height: '100vh', borderInlineEnd: `1px solid ${token.colorBorderSecondary}` }}
        >
          {sider}
        </Layout.Sider>
      )}
      {/* minWidth 0: the column takes what the sidebar leaves, so a wide table scrolls in its
          own box instead of widening the page. */}
      <Layout style={{ minWidth: 0 }}>
        <Layout.Header
          style={{
            height: HEADER_HEIGHT,
            lineHeight: 'normal',
            borderBottom: `1px solid ${token.colorBorderSecondary}`,
            position: 'sticky',
            top: 0,
            zIndex: 10,
          }}
        >
          <HeaderBar
            menu={menu}
            showMenuButton={narrow}
            compact={compactHeader}
            onMenuButton={() => setDrawerOpen(true)}
            onShortcuts={() => setShortcutsOpen(true)}
            paths={menuPaths}
            onLogout={() => void getHttpClient().session.logout()}
          />
        </Layout.Header>
        {previewing && (
          <Suspense fallback={null}>
            <PreviewBanner />
          </Suspense>
        )}
        <Layout.Content style={{ padding: 24 }}>
          <Suspense fallback={<PageSpinner />}>
            <Outlet />
          </Suspense>
        </Layout.Content>
      </Layout>
    </Layout>
  );
}
