import { theme } from '@moneta/shared/ui/dashboard';

type Token = ReturnType<typeof theme.useToken>['token'];

/**
 * FullCalendar's classic theme reads its colours from CSS variables (its palette.css, which Moneta does not
 * load): here they come from antd's theme tokens instead, so the calendar follows the light and dark themes and
 * the brand as every antd component does.
 */
function calendarVariables(token: Token): Record<`--fc-classic-${string}`, string> {
  return {
    // The toolbar's buttons (today, previous, next) as antd's primary buttons.
    '--fc-classic-button': token.colorPrimary,
    '--fc-classic-button-border': token.colorPrimary,
    '--fc-classic-button-strong': token.colorPrimaryActive,
    '--fc-classic-button-strong-border': token.colorPrimaryActive,
    '--fc-classic-button-outline': token.colorPrimaryBorder,
    '--fc-classic-button-foreground': token.colorTextLightSolid,
    '--fc-classic-primary': token.colorPrimary,
    '--fc-classic-primary-foreground': token.colorTextLightSolid,
    '--fc-classic-event': token.colorPrimary,
    '--fc-classic-event-contrast': token.colorTextLightSolid,
    '--fc-classic-highlight': token.colorPrimaryBgHover,
    // A faint wash of the brand colour: the selection tint would compete with the reminders on the day.
    '--fc-classic-today': `color-mix(in srgb, ${token.colorPrimary} 8%, transparent)`,
    '--fc-classic-now': token.colorError,
    '--fc-classic-background': token.colorBgContainer,
    '--fc-classic-faint': token.colorFillQuaternary,
    '--fc-classic-muted': token.colorFillTertiary,
    '--fc-classic-strong': token.colorFill,
    '--fc-classic-foreground': token.colorText,
    // The other months' day numbers: faint, yet readable (antd's quaternary grey is about 1.8:1).
    '--fc-classic-faint-foreground': token.colorTextTertiary,
    '--fc-classic-muted-foreground': token.colorTextSecondary,
    '--fc-classic-border': token.colorBorderSecondary,
    '--fc-classic-strong-border': token.colorBorder,
    // The rest of palette.css, which the theme's CSS needs although this screen draws no dots or background
    // events: its values.
    '--fc-classic-background-event': token.colorSuccess,
    '--fc-classic-background-event-opacity': '15%',
    '--fc-classic-background-event-foreground-opacity': '50%',
    '--fc-classic-small-dot-width': '8px',
    '--fc-classic-large-dot-width': '10px',
  };
}

/** The variables as one CSS rule for `selector`: the grid and its 'more' popover, which is drawn in <body>. */
export function calendarThemeRule(selector: string, token: Token): string {
  const declarations = Object.entries(calendarVariables(token))
    .map(([name, value]) => `${name}:${value}`)
    .join(';');
  return `${selector}{${declarations}}`;
}
