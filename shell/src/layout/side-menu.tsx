import { DownOutlined, RightOutlined } from '@ant-design/icons';
import { theme } from 'antd';
import { useMemo, useState, type CSSProperties } from 'react';
import { Link, useLocation } from 'react-router';
import { isGroup, openGroupsFor, type MenuEntry, type MenuLink } from './menu';

/** The menu entry for `pathname`: the longest key it equals or sits under (details pages too). */
export function selectedKey(menu: MenuEntry[], pathname: string): string | undefined {
  const keys = menu.flatMap((e) => (isGroup(e) ? e.children.map((c) => c.key) : [e.key]));
  return keys.filter((k) => k === pathname || (k !== '/' && pathname.startsWith(`${k}/`))).sort((a, b) => b.length - a.length)[0];
}

/**
 * The side menu (spec §2): links by route in spec order, groups that open and close, the current
 * route marked (aria-current) and its group open on a deep link. Plain links and buttons styled
 * with the theme's tokens: antd's Menu costs about 15 KB gzip on every page for the same thing.
 */
export function SideMenu({ menu, onNavigate }: { menu: MenuEntry[]; onNavigate?: () => void }) {
  const { pathname } = useLocation();
  const { token } = theme.useToken();
  const [open, setOpen] = useState(() => new Set(openGroupsFor(menu, pathname)));
  const selected = useMemo(() => selectedKey(menu, pathname), [menu, pathname]);

  const row = (indent: number, active = false): CSSProperties => ({
    display: 'flex',
    alignItems: 'center',
    gap: 8,
    width: 'calc(100% - 8px)',
    minHeight: 40,
    margin: '2px 4px',
    padding: `0 16px 0 ${16 + indent}px`,
    border: 0,
    borderRadius: token.borderRadiusLG,
    background: active ? token.colorPrimaryBg : 'transparent',
    color: token.colorText,
    fontWeight: active ? 600 : undefined,
    boxShadow: active ? `inset 3px 0 0 ${token.colorPrimary}` : undefined,
    fontSize: token.fontSize,
    fontFamily: 'inherit',
    textAlign: 'start',
    textDecoration: 'none',
    cursor: 'pointer',
  });

  const link = (l: MenuLink, indent: number) => (
    <li key={l.key}>
      <Link
        to={l.key}
        className="side-menu-item"
        aria-current={l.key === selected ? 'page' : undefined}
        style={row(indent, l.key === selected)}
        onClick={onNavigate}
      >
        {l.label}
      </Link>
    </li>
  );

  const toggle = (key: string) =>
    setOpen((current) => {
      const next = new Set(current);
      if (next.has(key)) next.delete(key);
      else next.add(key);
      return next;
    });

  return (
    <nav aria-label="Main menu">
      <style>{`.side-menu-item:hover{background:${token.colorFillTertiary}!important}.side-menu-item[aria-current=page]:hover{background:${token.colorPrimaryBgHover}!important}.side-menu-item:focus-visible{outline:2px solid ${token.colorPrimary};outline-offset:-2px}`}</style>
      <ul style={{ listStyle: 'none', margin: 0, padding: '4px 0' }}>
        {menu.map((entry) => {
          if (!isGroup(entry)) return link(entry, 0);
          const expanded = open.has(entry.key);
          const id = `side-menu-${entry.key.replace(/\W+/g, '-')}`;
          return (
            <li key={entry.key}>
              <button type="button" className="side-menu-item" aria-expanded={expanded} aria-controls={id} onClick={() => toggle(entry.key)} style={row(0)}>
                <span style={{ flex: 1 }}>{entry.label}</span>
                {expanded ? <DownOutlined aria-hidden style={{ fontSize: 10 }} /> : <RightOutlined aria-hidden style={{ fontSize: 10 }} />}
              </button>
              <ul id={id} hidden={!expanded} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
                {entry.children.map((c) => link(c, 24))}
              </ul>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
