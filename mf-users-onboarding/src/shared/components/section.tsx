import { Flex, theme } from '@mv-admin/shared-ui';
import { useId, type ReactNode } from 'react';

/** A titled part of a details drawer (an h2: the page's h1 is the list's title). */
export function Section({ title, children }: { title: string; children: ReactNode }) {
  const { token } = theme.useToken();
  const id = useId();
  return (
    <Flex component="section" vertical gap="small" aria-labelledby={id} style={{ marginBottom: token.marginLG }}>
      <h2 id={id} style={{ margin: 0, fontSize: token.fontSizeLG, fontWeight: 600, color: token.colorText }}>
        {title}
      </h2>
      {children}
    </Flex>
  );
}
