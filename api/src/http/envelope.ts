// The success envelope, shaped as the contract's ApiSuccess, and how a route declares it.
import { apiSuccessSchema, type ApiSuccess, type ServerMessage } from '@moneta/shared/contract';
import type { z } from 'zod';

export function ok<T>(data: T, message?: ServerMessage): ApiSuccess<T> {
  return message === undefined ? { success: true, data } : { success: true, data, message };
}

/**
 * A route's documented answer: `data`'s schema in the envelope, under the route's success status. Refusals are
 * declared once for every route, by the document (./openapi.ts).
 */
export function answers<T extends z.ZodType, S extends 200 | 201 = 200>(data: T, status?: S) {
  return { [status ?? 200]: apiSuccessSchema(data) } as Record<S, ReturnType<typeof apiSuccessSchema<T>>>;
}

/** A route that answers a file rather than the envelope: its type, and its JSON Schema when it has one. */
export function answersFile(contentType: string, description: string, schema: object = { type: 'string' }) {
  return { 200: { description, content: { [contentType]: { schema } } } };
}
