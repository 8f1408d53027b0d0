import { ConfigProvider, theme as antdTheme } from 'antd';
import type { ReactNode } from 'react';
import { useResolvedTheme, useSharedAtom } from '@moneta/shared';
import { antdLocaleAtom } from './antdLocale';

const BRAND_TOKENS = {
  colorPrimary: '#0f766e',
  colorLink: '#0f766e',
  borderRadius: 8,
  fontFamily: 'inherit',
};
// antd derives a greyish selection background from the brand teal; selected menu items and steps read better
// on a clear tint of it. On the dark background the brand teal itself is too dark to read as text (about 2.5:1),
// so links, the selected menu item and the active tab use a light teal there (over 7:1); buttons keep the
// brand colour behind their white text.
const THEME_TOKENS = {
  light: { token: { colorPrimaryBg: '#ccfbf1', colorPrimaryBgHover: '#99f6e4' }, components: {} },
  dark: {
    token: {
      colorPrimaryBg: '#134e4a',
      colorPrimaryBgHover: '#115e59',
      colorLink: '#5eead4',
      colorLinkHover: '#99f6e4',
      colorLinkActive: '#2dd4bf',
    },
    components: {
      Menu: { itemSelectedColor: '#5eead4' },
      Tabs: { itemSelectedColor: '#5eead4', itemHoverColor: '#99f6e4', inkBarColor: '#5eead4' },
    },
  },
};

/**
 * antd's ConfigProvider with the theme of the shared preference atom and the locale of the language shown. The host mounts it once; because this
 * facade is a federation singleton, every remote's antd components follow it. antd's App (message, modal), which
 * only the dashboard uses, comes with the dashboard facade.
 */
export function ThemeProvider({ children }: { children: ReactNode }) {
  const resolved = useResolvedTheme();
  const locale = useSharedAtom(antdLocaleAtom);
  return (
    <ConfigProvider
      locale={locale}
      theme={{
        algorithm: resolved === 'dark' ? antdTheme.darkAlgorithm : antdTheme.defaultAlgorithm,
        token: { ...BRAND_TOKENS, ...THEME_TOKENS[resolved].token },
        components: THEME_TOKENS[resolved].components,
      }}
    >
      {children}
    </ConfigProvider>
  );
}
