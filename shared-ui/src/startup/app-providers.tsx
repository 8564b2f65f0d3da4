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
export function AppProviders({ children }: { children: ReactNode }) {
  const mode = useThemeMode((s) => s.mode);
  return (
    <ConfigProvider theme={themeConfig(mode)}>
      <FeedbackProvider>
        <ResultToaster />
        {children}
      </FeedbackProvider>
    </ConfigProvider>
  );
}
