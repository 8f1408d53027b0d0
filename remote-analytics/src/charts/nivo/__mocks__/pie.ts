import { standIn } from './standIn';

export const ResponsivePie = standIn('pie');
