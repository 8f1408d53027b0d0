// How the accounts screen words a failure. Its refusals (the last open account, a taken name, a closed account)
// are the server's own texts, shown as sent; any other failure is worded by what went wrong (no answer, a
// status), so what shows is always a text the catalogues translate.
export { analyticsFailure as accountFailure } from '@moneta/shared/ui';
