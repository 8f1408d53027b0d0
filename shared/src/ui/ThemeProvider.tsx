import { App, ConfigProvider, theme as antdTheme } from 'antd';
import type { ReactNode } from 'react';
import { useResolvedTheme } from '@moneta/shared';

const BRAND_TOKENS = {
  colorPrimary: '#0f766e',
  colorLink: '#0f766e',
  borderRadius: 8,
  fontFamily: 'inherit',
};

/**
 * antd's ConfigProvider + App with the theme of the shared preference atom. The host mounts it once; because
 * this facade is a federation singleton, every remote's antd components follow it.
 */
export function ThemeProvider({ children }: { children: ReactNode }) {
  const resolved = useResolvedTheme();
  return (
    <ConfigProvider
      theme={{
        algorithm: resolved === 'dark' ? antdTheme.darkAlgorithm : antdTheme.defaultAlgorithm,
        token: BRAND_TOKENS,
      }}
    >
      <App>{children}</App>
    </ConfigProvider>
  );
}
