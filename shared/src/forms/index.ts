// The form schemas (zod), a facade of their own so that only the screens with forms load zod.
export * from '../contract/validators';
export * from '../contract/transactionValidators';
export * from '../contract/moneyAccountValidators';
export * from '../contract/transferValidators';
export * from '../contract/goalValidators';
export * from '../contract/budgetValidators';
export * from '../contract/ruleValidators';
export * from '../contract/categoryValidators';
export * from '../contract/twoFactorValidators';
export { CATEGORY_ICONS } from '../contract/defaultCategories';
