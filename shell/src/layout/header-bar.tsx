import { LogoutOutlined, MenuOutlined, MoonOutlined, SearchOutlined, SunOutlined, UserOutlined } from '@ant-design/icons';
import { AutoComplete, Button, Flex, Input, Tag, Tooltip } from 'antd';
import { lazy, Suspense, useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { NotificationsButton } from './notifications-button';
import { flattenMenu, type MenuEntry } from './menu';
import { useThemeMode } from '@mv-admin/shared-ui/startup';

// The profile dialog (a form with an upload) loads when it is first opened.
const ProfileModal = lazy(() => import('./profile-modal'));

interface Props {
  menu: MenuEntry[];
  showMenuButton: boolean;
  onMenuButton: () => void;
  onLogout: () => void;
}

/** Spec §2 header: Pro badge, Profile, Notifications (15), search, light/dark toggle; plus sign out. */
export function HeaderBar({ menu, showMenuButton, onMenuButton, onLogout }: Props) {
  const navigate = useNavigate();
  const { mode, toggle } = useThemeMode();
  // null until first opened: the dialog's code loads then, and stays for the closing animation.
  const [profileOpen, setProfileOpen] = useState<boolean | null>(null);
  const [query, setQuery] = useState('');
  // The search box's data: the admin's screens, so typing a screen's name jumps to it.
  const options = useMemo(
    () =>
      flattenMenu(menu)
        .filter((l) => l.label.toLowerCase().includes(query.trim().toLowerCase()))
        .map((l) => ({ value: l.key, label: l.label })),
    [menu, query],
  );
  const dark = mode === 'dark';

  return (
    <Flex align="center" justify="space-between" gap={12} style={{ height: '100%' }}>
      <Flex align="center" gap={12}>
        {showMenuButton && <Button type="text" icon={<MenuOutlined />} onClick={onMenuButton} aria-label="Open menu" />}
        <Tag color="gold" style={{ fontWeight: 600 }}>
          Pro
        </Tag>
        <AutoComplete
          options={options}
          value={query}
          onSearch={setQuery}
          onSelect={(path: string) => {
            setQuery('');
            navigate(path);
          }}
          style={{ width: 260, maxWidth: '40vw' }}
        >
          <Input prefix={<SearchOutlined />} placeholder="Search screens" aria-label="Search screens" allowClear />
        </AutoComplete>
      </Flex>
      <Flex align="center" gap={8}>
        <Tooltip title={dark ? 'Switch to light theme' : 'Switch to dark theme'}>
          <Button type="text" shape="circle" icon={dark ? <SunOutlined /> : <MoonOutlined />} onClick={toggle} aria-label="Toggle theme" aria-pressed={dark} />
        </Tooltip>
        <NotificationsButton />
        <Button icon={<UserOutlined />} onClick={() => setProfileOpen(true)}>
          Profile
        </Button>
        <Tooltip title="Sign out">
          <Button type="text" shape="circle" icon={<LogoutOutlined />} onClick={onLogout} aria-label="Sign out" />
        </Tooltip>
      </Flex>
      {profileOpen !== null && (
        <Suspense fallback={null}>
          <ProfileModal open={profileOpen} onClose={() => setProfileOpen(false)} />
        </Suspense>
      )}
    </Flex>
  );
}
