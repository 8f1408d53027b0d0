export * from './constants';
export * from './types';
export * from './validators';
export * from './money';
