// The analytics and budgets domains, one facade: the screens that show budgets show analytics too.
export * from './analytics/index';
export * from './budgets/index';
