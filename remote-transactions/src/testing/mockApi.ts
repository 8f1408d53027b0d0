// Default answers for the calls the page makes on load, so each test states only what it is about.
import { transactionsApi, type TransactionList } from '@moneta/shared';
import { aList } from './renderPage';

export function mockListCalls(list: TransactionList = aList([])) {
  return {
    list: jest.spyOn(transactionsApi, 'list').mockResolvedValue(list),
    imports: jest.spyOn(transactionsApi, 'imports').mockResolvedValue([]),
  };
}
