import { App as AntApp, ConfigProvider } from 'antd';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useThemeMode } from '../theme/theme-store';
import { themeConfig } from '../theme/theme-config';
import { ResultToaster } from './result-toaster';

/** One theme, one query cache, one toaster for the shell and every remote rendered inside it. */
export function Providers({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  const mode = useThemeMode((s) => s.mode);
  return (
    <QueryClientProvider client={queryClient}>
      <ConfigProvider theme={themeConfig(mode)}>
        <AntApp>
          <ResultToaster />
          {children}
        </AntApp>
      </ConfigProvider>
    </QueryClientProvider>
  );
}
