export * from './constants';
export * from './types';
export * from './password';
export * from './validators';
export * from './money';
export * from './transactions';
export * from './transactionValidators';
export * from './remotes';
