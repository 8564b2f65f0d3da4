import { theme } from 'antd';
import { VISUALLY_HIDDEN } from './visually-hidden';

/**
 * What a dashboard widget shows while its code or its figures load: grey blocks in the shape of
 * figures, and "Loading…" for screen readers (role="status"). `data-widget-skeleton` lets tests
 * and the bench wait until no widget is loading any more.
 */
export function WidgetSkeleton({ rows = 2 }: { rows?: number }) {
  const { token } = theme.useToken();
  const block = (width: string, height: number) => <div style={{ width, height, borderRadius: token.borderRadiusSM, background: token.colorFillSecondary }} />;
  return (
    <div role="status" data-widget-skeleton style={{ display: 'flex', flexDirection: 'column', gap: 10 }}>
      <span style={VISUALLY_HIDDEN}>Loading…</span>
      {Array.from({ length: rows }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholder rows are alike: their place is their identity
        <div key={i} aria-hidden style={{ display: 'flex', flexDirection: 'column', gap: 6 }}>
          {block('40%', 12)}
          {block('25%', 22)}
        </div>
      ))}
    </div>
  );
}
