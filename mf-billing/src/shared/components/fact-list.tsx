import type { ReactNode } from 'react';
import { Flex, theme } from '@mv-admin/shared-ui';

/** Labelled values side by side, wrapping on narrow screens (a description list). */
export function FactList({ children }: { children: ReactNode }) {
  return (
    <Flex component="dl" wrap gap="large" style={{ margin: 0 }}>
      {children}
    </Flex>
  );
}

/** One labelled value of a FactList. */
export function Fact({ label, children }: { label: string; children: ReactNode }) {
  const { token } = theme.useToken();
  return (
    <div style={{ minWidth: 160 }}>
      <dt style={{ color: token.colorTextSecondary, fontSize: token.fontSizeSM }}>{label}</dt>
      <dd style={{ margin: 0, fontWeight: 500 }}>{children}</dd>
    </div>
  );
}
