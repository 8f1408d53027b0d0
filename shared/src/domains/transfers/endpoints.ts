// The transfers API: every call's method, path and types, read by the client (./api.ts) and the API's routes.
import type { Transfer } from '../../contract/transfers';
import type { TransferInput } from '../../contract/transferValidators';
import { endpoint } from '../endpoint';

export const transfersEndpoints = {
  create: endpoint<Transfer, TransferInput>('POST', '/transfers/'),
  get: endpoint<Transfer>('GET', '/transfers/:id'),
  update: endpoint<Transfer, TransferInput>('PUT', '/transfers/:id'),
  remove: endpoint<{ _id: string }>('DELETE', '/transfers/:id'),
} as const;
