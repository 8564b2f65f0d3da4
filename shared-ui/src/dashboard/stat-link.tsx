import { theme } from 'antd';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

export interface StatLinkProps {
  /** What is counted, in the product's words: 'Submitted'. */
  label: string;
  /** The figure, already formatted ('12', 'MVR 1,234.50', 'Nov 30, 2026'). */
  value: string | number;
  /** The list the figure summarises, with its filter in the URL: '/tickets?status=submitted'. */
  to: string;
  /** A line under the figure, e.g. the sheet it is about. */
  hint?: string;
}

/**
 * One dashboard figure: its label over a large value, the whole a link to the filtered list it
 * summarises (so the link's name reads "Submitted 12"). Colours are theme tokens: it reads in
 * the light and the dark theme.
 */
export function StatLink({ label, value, to, hint }: StatLinkProps) {
  const { token } = theme.useToken();
  return (
    <Link to={to} style={{ display: 'flex', flexDirection: 'column', gap: 2, minWidth: 0, color: token.colorText }}>
      <span style={{ color: token.colorTextSecondary, fontSize: token.fontSizeSM }}>{label}</span>
      <span style={{ color: token.colorLink, fontSize: token.fontSizeHeading3, fontWeight: 600, lineHeight: 1.2, fontVariantNumeric: 'tabular-nums' }}>
        {value}
      </span>
      {hint && <span style={{ color: token.colorTextSecondary, fontSize: token.fontSizeSM }}>{hint}</span>}
    </Link>
  );
}

/** Figures side by side, wrapping on narrow cards. */
export function StatRow({ children }: { children: ReactNode }) {
  return <div style={{ display: 'flex', flexWrap: 'wrap', gap: '12px 24px' }}>{children}</div>;
}
