// Default answers for the calls the page makes on load, so each test states only what it is about.
import { type TransactionList } from '@moneta/shared';
import { aList } from './renderPage';
import { transactionsApi } from '@moneta/shared/transactions';

export function mockListCalls(list: TransactionList = aList([])) {
  return {
    list: jest.spyOn(transactionsApi, 'list').mockResolvedValue(list),
    imports: jest.spyOn(transactionsApi, 'imports').mockResolvedValue([]),
    tags: jest.spyOn(transactionsApi, 'tags').mockResolvedValue({ tags: [] }),
  };
}
