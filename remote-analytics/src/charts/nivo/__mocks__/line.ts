import { standIn } from './standIn';

export const ResponsiveLine = standIn('line');
