// A QR code drawn on the page (never fetched from a service): only the two-factor setup, which loads when opened.
import './styles/qrcode.antd-styles.cjs';
export { QRCode } from 'antd';
