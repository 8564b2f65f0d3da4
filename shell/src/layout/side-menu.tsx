import { Menu } from 'antd';
import type { MenuProps } from 'antd';
import { useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { isGroup, openGroupsFor, type MenuEntry } from './menu';

/** The side menu; items navigate by route, the current route is selected, its group opened. */
export function SideMenu({ menu, onNavigate }: { menu: MenuEntry[]; onNavigate?: () => void }) {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const items: MenuProps['items'] = useMemo(
    () => menu.map((e) => (isGroup(e) ? { key: e.key, label: e.label, children: e.children.map((c) => ({ key: c.key, label: c.label })) } : { key: e.key, label: e.label })),
    [menu],
  );
  const selected = useMemo(() => {
    const keys = menu.flatMap((e) => (isGroup(e) ? e.children.map((c) => c.key) : [e.key]));
    const match = keys.filter((k) => k === pathname || (k !== '/' && pathname.startsWith(`${k}/`))).sort((a, b) => b.length - a.length)[0];
    return match ? [match] : [];
  }, [menu, pathname]);

  return (
    <Menu
      mode="inline"
      items={items}
      selectedKeys={selected}
      defaultOpenKeys={openGroupsFor(menu, pathname)}
      onClick={({ key }) => {
        navigate(key);
        onNavigate?.();
      }}
      style={{ borderInlineEnd: 0 }}
    />
  );
}
