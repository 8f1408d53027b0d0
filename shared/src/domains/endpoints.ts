// Every domain's table of calls, gathered for the API, which registers its routes from them. Like the
// contract, free of React, axios and the state: the tables import only types and ./endpoint.ts.
export { API_BASE, endpoint, pathOf, type Endpoint, type Method } from './endpoint';
export { analyticsEndpoints } from './analytics/endpoints';
export { authEndpoints, resetEndpoints } from './auth/endpoints';
export { budgetsEndpoints } from './budgets/endpoints';
export { categoriesEndpoints } from './categories/endpoints';
export { goalsEndpoints } from './goals/endpoints';
export { moneyAccountsEndpoints } from './moneyAccounts/endpoints';
export { calendarLinkEndpoints, remindersEndpoints } from './reminders/endpoints';
export { rulesEndpoints } from './rules/endpoints';
export { securityEndpoints } from './security/endpoints';
export { settingsEndpoints } from './settings/endpoints';
export { transactionsEndpoints } from './transactions/endpoints';
export { transfersEndpoints } from './transfers/endpoints';
