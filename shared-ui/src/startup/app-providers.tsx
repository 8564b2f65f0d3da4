import { EyeInvisibleOutlined, EyeOutlined } from '@ant-design/icons';
import { ConfigProvider } from 'antd';
import type { ReactNode } from 'react';
import { FeedbackProvider } from '../feedback/feedback-provider';
import { useThemeMode } from './theme-store';
import { themeConfig } from './theme-config';
import { ResultToaster } from './result-toaster';

/**
 * The root of every page, the login included: one theme, the kit's feedback (toasts, messages,
 * confirmations; their code loads on first use) and the result toasts of spec §8. Signed-in
 * screens add the query cache (SignedInProviders, loaded with the layout).
 */
/**
 * The show/hide button of every password field, at least 24 x 24 px (WCAG 2.5.8 target size;
 * antd's is the 14 px icon alone). The negative margin keeps the field's height.
 */
const passwordIcon = (visible: boolean) => (
  <span style={{ display: 'inline-flex', alignItems: 'center', justifyContent: 'center', minWidth: 24, minHeight: 24, marginBlock: -1 }}>
    {visible ? <EyeOutlined /> : <EyeInvisibleOutlined />}
  </span>
);
const inputPassword = { iconRender: passwordIcon };

export function AppProviders({ children }: { children: ReactNode }) {
  const mode = useThemeMode((s) => s.mode);
  return (
    <ConfigProvider theme={themeConfig(mode)} inputPassword={inputPassword}>
      <FeedbackProvider>
        <ResultToaster />
        {children}
      </FeedbackProvider>
    </ConfigProvider>
  );
}
