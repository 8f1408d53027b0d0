import { stub } from './stub';

export const ResponsivePie = stub('pie');
