import { standIn } from './standIn';

export const ResponsiveBar = standIn('bar');
