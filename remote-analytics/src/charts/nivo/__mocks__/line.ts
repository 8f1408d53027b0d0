import { stub } from './stub';

export const ResponsiveLine = stub('line');
