import { ConfigProvider, theme as antdTheme } from 'antd';
import type { ReactNode } from 'react';
import { useResolvedTheme } from '@moneta/shared';

const BRAND_TOKENS = {
  colorPrimary: '#0f766e',
  colorLink: '#0f766e',
  borderRadius: 8,
  fontFamily: 'inherit',
};
// antd derives a greyish selection background from the brand teal; selected menu items and steps read better
// on a clear tint of it.
const SELECTION_TOKENS = {
  light: { colorPrimaryBg: '#ccfbf1', colorPrimaryBgHover: '#99f6e4' },
  dark: { colorPrimaryBg: '#134e4a', colorPrimaryBgHover: '#115e59' },
};

/**
 * antd's ConfigProvider with the theme of the shared preference atom. The host mounts it once; because this
 * facade is a federation singleton, every remote's antd components follow it. antd's App (message, modal), which
 * only the dashboard uses, comes with the dashboard facade.
 */
export function ThemeProvider({ children }: { children: ReactNode }) {
  const resolved = useResolvedTheme();
  return (
    <ConfigProvider
      theme={{
        algorithm: resolved === 'dark' ? antdTheme.darkAlgorithm : antdTheme.defaultAlgorithm,
        token: { ...BRAND_TOKENS, ...SELECTION_TOKENS[resolved] },
      }}
    >
      {children}
    </ConfigProvider>
  );
}
