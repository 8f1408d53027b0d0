import { stub } from './stub';

export const ResponsiveBar = stub('bar');
