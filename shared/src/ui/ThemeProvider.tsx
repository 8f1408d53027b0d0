import { EyeInvisibleOutlined, EyeOutlined } from '@ant-design/icons';
import { ConfigProvider, theme as antdTheme } from 'antd';
import type { ReactNode } from 'react';
import { usePrefersReducedMotion, useResolvedTheme, useSharedAtom } from '@moneta/shared';
import { antdLocaleAtom } from './antdLocale';

const BRAND_TOKENS = {
  colorPrimary: '#0f766e',
  colorLink: '#0f766e',
  borderRadius: 8,
  fontFamily: 'inherit',
};
// Every text colour meets WCAG AA (4.5:1) on the surfaces it is drawn on, so every screen benefits at once.
// antd's own greys for descriptions and placeholders (45% and 25% black, about 3.4:1 and 1.8:1) are raised, and
// the status colours, which the suite uses as text (income, expenses, budget and goal tones, tags), are the
// darker shades of their hue in light and the lighter ones in dark. antd derives greyish tints from a dark green
// or amber, so their backgrounds and borders are set too.
// antd derives a greyish selection background from the brand teal; selected menu items and steps read better
// on a clear tint of it. On the dark background the brand teal itself is too dark to read as text (about 2.5:1),
// so links, the selected menu item and the active tab use a light teal there (over 7:1); buttons keep the
// brand colour behind their white text.
// antd's page and card surfaces are the shell's (host critical.css: --bg, --surface, --surface-muted), so the
// header, footer, sidebar and pages are one palette: in dark, the shell's navy rather than antd's black. A
// danger button is the light red there, so its text is the dark background rather than white.
const THEME_TOKENS = {
  light: {
    token: {
      colorBgLayout: '#f8fafc',
      colorPrimaryBg: '#ccfbf1',
      colorPrimaryBgHover: '#99f6e4',
      colorTextTertiary: 'rgba(0, 0, 0, 0.6)',
      colorTextPlaceholder: 'rgba(0, 0, 0, 0.56)',
      colorSuccess: '#15803d',
      colorSuccessBg: '#f0fdf4',
      colorSuccessBgHover: '#dcfce7',
      colorSuccessBorder: '#bbf7d0',
      colorSuccessBorderHover: '#86efac',
      colorError: '#cf222e',
      colorWarning: '#b45309',
      colorWarningBg: '#fffbeb',
      colorWarningBgHover: '#fef3c7',
      colorWarningBorder: '#fde68a',
      colorWarningBorderHover: '#fcd34d',
      colorInfo: '#0958d9',
    },
    components: {},
  },
  dark: {
    token: {
      colorBgBase: '#0b1220',
      colorBgLayout: '#0b1220',
      colorBgContainer: '#111827',
      colorBgElevated: '#1f2937',
      // antd derives borders from the base colour, which turns the navy into a saturated blue: slate instead.
      colorBorder: '#475569',
      colorBorderSecondary: '#273244',
      colorTextTertiary: 'rgba(255, 255, 255, 0.6)',
      colorTextPlaceholder: 'rgba(255, 255, 255, 0.55)',
      colorSuccess: '#4ade80',
      colorError: '#f87171',
      colorWarning: '#fbbf24',
      colorInfo: '#60a5fa',
      colorPrimaryBg: '#134e4a',
      colorPrimaryBgHover: '#115e59',
      colorLink: '#5eead4',
      colorLinkHover: '#99f6e4',
      colorLinkActive: '#2dd4bf',
    },
    components: {
      Button: { dangerColor: '#0b1220' },
      Menu: { itemSelectedColor: '#5eead4' },
      Tabs: { itemSelectedColor: '#5eead4', itemHoverColor: '#99f6e4', inkBarColor: '#5eead4' },
      // A loading text and the current page's number are drawn in the brand colour: the light teal here too.
      Spin: { colorPrimary: '#5eead4' },
      Pagination: { itemActiveColor: '#5eead4', itemActiveColorHover: '#99f6e4' },
    },
  },
};

// antd's show/hide toggle of a password field is its bare 14 px icon; padded, it is a 24 px target (WCAG 2.5.8).
const PASSWORD_FIELD = {
  iconRender: (visible: boolean) =>
    visible ? <EyeOutlined style={{ padding: 5 }} /> : <EyeInvisibleOutlined style={{ padding: 5 }} />,
};

/**
 * antd's ConfigProvider with the theme of the shared preference atom and the locale of the language shown. The host mounts it once; because this
 * facade is a federation singleton, every remote's antd components follow it. antd's App (message, modal), which
 * only the dashboard uses, comes with the dashboard facade.
 *
 * For a person who asked for less motion, antd's motion is off: dialogs, menus and messages appear and go at
 * once. (Shortening the animations in CSS instead left a dialog open for good when its animation ended before
 * antd listened for the end.)
 */
export function ThemeProvider({ children }: { children: ReactNode }) {
  const resolved = useResolvedTheme();
  const reducedMotion = usePrefersReducedMotion();
  const locale = useSharedAtom(antdLocaleAtom);
  return (
    <ConfigProvider
      locale={locale}
      inputPassword={PASSWORD_FIELD}
      theme={{
        algorithm: resolved === 'dark' ? antdTheme.darkAlgorithm : antdTheme.defaultAlgorithm,
        token: { ...BRAND_TOKENS, ...THEME_TOKENS[resolved].token, motion: !reducedMotion },
        components: THEME_TOKENS[resolved].components,
      }}
    >
      {children}
    </ConfigProvider>
  );
}
