import { useMemo } from 'react';
import { create } from 'qrcode';

/** The quiet zone around the code, in modules: four, as the standard asks, so that every camera finds it. */
const MARGIN = 4;

interface AuthenticatorQrCodeProps {
  /** The otpauth:// address of the secret. */
  value: string;
  /** The side in CSS pixels. */
  size: number;
  label: string;
}

/**
 * The setup's QR code, drawn here from the secret's address: the address never leaves the page. Dark on white in
 * both themes, with its quiet zone, which is how the authenticator apps' cameras read it best.
 */
export function AuthenticatorQrCode({ value, size, label }: AuthenticatorQrCodeProps) {
  const { side, path } = useMemo(() => {
    const { modules } = create(value, { errorCorrectionLevel: 'M' });
    const squares: string[] = [];
    for (let row = 0; row < modules.size; row += 1) {
      for (let column = 0; column < modules.size; column += 1) {
        if (modules.get(row, column)) squares.push(`M${column + MARGIN} ${row + MARGIN}h1v1h-1z`);
      }
    }
    return { side: modules.size + 2 * MARGIN, path: squares.join('') };
  }, [value]);

  return (
    <svg
      role="img"
      aria-label={label}
      width={size}
      height={size}
      viewBox={`0 0 ${side} ${side}`}
      shapeRendering="crispEdges"
    >
      <rect width={side} height={side} fill="#ffffff" />
      <path d={path} fill="#000000" />
    </svg>
  );
}
