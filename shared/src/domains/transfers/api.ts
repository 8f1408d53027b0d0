import type { TransferInput } from '../../contract/transferValidators';
import { apiClient, request } from '@moneta/shared';
import { transfersEndpoints as calls } from './endpoints';

const byId = (id: string) => ({ path: { id } });

/** Transfers: money moved from one of the person's accounts to another, as two linked rows. */
export const transfersApi = {
  /** `idempotencyKey` is made once per transfer the person makes: every retry of it moves the money once. */
  create: (input: TransferInput, idempotencyKey: string) =>
    request(apiClient, calls.create, { body: input, headers: { 'Idempotency-Key': idempotencyKey } }),
  get: (id: string) => request(apiClient, calls.get, byId(id)),
  update: (id: string, input: TransferInput) =>
    request(apiClient, calls.update, { ...byId(id), body: input }),
  remove: (id: string) => request(apiClient, calls.remove, byId(id)),
};
