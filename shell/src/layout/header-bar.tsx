import { LogoutOutlined, MenuOutlined, MoonOutlined, SearchOutlined, SunOutlined, UserOutlined } from '@ant-design/icons';
import { Button, Flex, Input, type InputRef, Tag, Tooltip } from 'antd';
import { type CSSProperties, lazy, Suspense, startTransition, useCallback, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { NotificationsButton } from './notifications-button';
import { LiveIndicator } from '../live/live-indicator';
import type { MenuEntry } from './menu';
import { useShortcuts } from './shortcuts';
import { useApiBusy } from '@mv-admin/shared-api';
import { useThemeMode } from '@mv-admin/shared-ui/startup';

// The profile dialog (a form with an upload) loads when it is first opened.
const ProfileModal = lazy(() => import('./profile-modal'));
const loadPalette = () => import('./palette-search');
const PaletteSearch = lazy(loadPalette);
const preloadPalette = () => void loadPalette();

interface Props {
  menu: MenuEntry[];
  showMenuButton: boolean;
  /**
   * The header is narrow (a small window, or the 300-wide sidebar beside a medium one): the search
   * box is a button that opens it over the header, Profile is its icon, so nothing is pushed out.
   */
  compact: boolean;
  onMenuButton: () => void;
  onLogout: () => void;
  /** `?`: the shortcuts dialog. */
  onShortcuts: () => void;
  /** The screens the menu offers (`g` then a letter jumps only there). */
  paths: ReadonlySet<string>;
}

/** Spec §2 header: Pro badge, Profile, Notifications (15), search, light/dark toggle; plus sign out. */
export function HeaderBar({ menu, showMenuButton, compact, onMenuButton, onLogout, onShortcuts, paths }: Props) {
  const navigate = useNavigate();
  const { mode, toggle } = useThemeMode();
  // null until first opened: the dialog's code loads then, and stays for the closing animation.
  const [profileOpen, setProfileOpen] = useState<boolean | null>(null);
  const [query, setQuery] = useState('');
  // Compact header only: the search box is open over the header, in place of the other controls.
  const [searching, setSearching] = useState(false);
  const searchOver = compact && searching;
  // The command palette's code loads when the box is first focused (pointing at it starts the
  // download); until then the box is a plain input that keeps what is typed. Wanted in a
  // transition, so the plain box stays (focused, typing) until the palette is ready to take over.
  const [paletteWanted, setPaletteWanted] = useState(false);
  const wanted = useRef(false);
  const wantPalette = useCallback(() => {
    wanted.current = true;
    startTransition(() => setPaletteWanted(true));
  }, []);
  const input = useRef<InputRef>(null);
  const openPalette = useCallback(() => {
    setSearching(true);
    wantPalette();
    // The box exists once rendered (compact: after this state change).
    requestAnimationFrame(() => input.current?.focus());
  }, [wantPalette]);
  useShortcuts({ openPalette, go: navigate, showHelp: onShortcuts, paths });
  const dark = mode === 'dark';
  // The API refused a read for load and the client is retrying it (docs/api-performance.md, "Overload").
  const busy = useApiBusy();

  const style: CSSProperties = compact ? { flex: 1, minWidth: 0 } : { width: 260, maxWidth: '40vw' };
  const plain = (
    <Input
      ref={input}
      prefix={<SearchOutlined />}
      placeholder="Search screens and records (Ctrl+K)"
      aria-label="Search screens"
      role="combobox"
      aria-expanded={false}
      aria-autocomplete="list"
      allowClear
      autoFocus={compact}
      value={query}
      onChange={(event) => setQuery(event.target.value)}
      onPointerEnter={preloadPalette}
      onFocus={wantPalette}
      // Once the palette is on its way, the box's blur is its replacement, not the user leaving.
      onBlur={() => !wanted.current && setSearching(false)}
      style={style}
    />
  );
  const search = (
    <Suspense fallback={plain}>
      {paletteWanted ? (
        <PaletteSearch
          menu={menu}
          query={query}
          onQuery={setQuery}
          onChosen={(path) => {
            setQuery('');
            setSearching(false);
            navigate(path);
          }}
          onBlur={() => setSearching(false)}
          inputRef={input}
          compact={compact}
          style={style}
        />
      ) : (
        plain
      )}
    </Suspense>
  );

  return (
    <Flex align="center" justify="space-between" gap={compact ? 8 : 12} style={{ height: '100%' }}>
      <Flex align="center" gap={compact ? 8 : 12} style={{ flex: searchOver ? 1 : undefined, minWidth: 0 }}>
        {showMenuButton && <Button type="text" icon={<MenuOutlined />} onClick={onMenuButton} aria-label="Open menu" />}
        <Tag color="gold" style={{ fontWeight: 600, marginInlineEnd: 0 }}>
          Pro
        </Tag>
        {!compact || searchOver ? (
          search
        ) : (
          <Button type="text" shape="circle" icon={<SearchOutlined />} onClick={() => setSearching(true)} aria-label="Search screens" />
        )}
      </Flex>
      {!searchOver && (
        <Flex align="center" gap={compact ? 4 : 8}>
          <span role="status" aria-live="polite">
            {busy && (
              <Tag color="warning" style={{ marginInlineEnd: 0 }}>
                Server busy, retrying…
              </Tag>
            )}
          </span>
          <LiveIndicator />
          <Tooltip title={dark ? 'Switch to light theme' : 'Switch to dark theme'}>
            <Button
              type="text"
              shape="circle"
              icon={dark ? <SunOutlined /> : <MoonOutlined />}
              onClick={toggle}
              aria-label="Toggle theme"
              aria-pressed={dark}
            />
          </Tooltip>
          <NotificationsButton />
          {compact ? (
            <Tooltip title="Profile">
              <Button type="text" shape="circle" icon={<UserOutlined />} onClick={() => setProfileOpen(true)} aria-label="Profile" />
            </Tooltip>
          ) : (
            <Button icon={<UserOutlined />} onClick={() => setProfileOpen(true)}>
              Profile
            </Button>
          )}
          <Tooltip title="Sign out">
            <Button type="text" shape="circle" icon={<LogoutOutlined />} onClick={onLogout} aria-label="Sign out" />
          </Tooltip>
        </Flex>
      )}
      {profileOpen !== null && (
        <Suspense fallback={null}>
          <ProfileModal open={profileOpen} onClose={() => setProfileOpen(false)} />
        </Suspense>
      )}
    </Flex>
  );
}
