// WCAG 2.2's contrast ratio between two colours (#rrggbb), and the text colour that reads on a filled shape.

function channel(hex: string, at: number): number {
  const value = Number.parseInt(hex.slice(at, at + 2), 16) / 255;
  return value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
}

/** The relative luminance of a #rrggbb colour. */
function luminance(color: string): number {
  return 0.2126 * channel(color, 1) + 0.7152 * channel(color, 3) + 0.0722 * channel(color, 5);
}

/** From 1 (none) to 21 (black on white). */
export function contrastRatio(first: string, second: string): number {
  const [lighter, darker] = [luminance(first), luminance(second)].sort((a, b) => b - a) as [number, number];
  return (lighter + 0.05) / (darker + 0.05);
}

const BLACK = '#000000';
const WHITE = '#ffffff';

/**
 * Black or white, whichever contrasts more with the fill: the weaker of the two best cases is 4.58:1, so text
 * on any fill reads at WCAG AA, in either theme.
 */
export function textColorOn(fill: string): string {
  return contrastRatio(fill, BLACK) >= contrastRatio(fill, WHITE) ? BLACK : WHITE;
}
