// The failure envelope and the global error / not-found handlers.
import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { MESSAGES, type ApiFailure, type FieldError, type ServerMessage } from '@moneta/shared/contract';

import { isDatabaseUnavailable, isDiskFull } from '../db/errors';

/** An expected failure: answered with its status, message and optional field errors. */
export class AppError extends Error {
  override name = 'AppError';
  constructor(
    readonly statusCode: number,
    override readonly message: ServerMessage,
    readonly errors?: FieldError[],
    /** Response headers, such as Retry-After. */
    readonly headers: Record<string, string> = {},
    /** More of the answer, beside the message: the current record of a refused stale update. */
    readonly details: Record<string, unknown> = {},
  ) {
    super(message);
  }
}

type Message = ServerMessage;

export const badRequest = (message: Message, errors?: FieldError[]) => new AppError(400, message, errors);
export const unauthorized = (message: Message = MESSAGES.authRequired) => new AppError(401, message);
export const forbidden = (message: Message = MESSAGES.forbidden) => new AppError(403, message);
export const notFound = (message: Message = MESSAGES.notFound) => new AppError(404, message);
export const conflict = (message: Message) => new AppError(409, message);
export const tooManyRequests = (message: Message, headers?: Record<string, string>) =>
  new AppError(429, message, undefined, headers);
/** A 422 whose one field error carries the message too. */
export const invalidField = (field: string, message: Message) =>
  new AppError(422, message, [{ field, message }]);

/** Messages for the request errors Fastify raises itself, by status. */
const CLIENT_ERROR_MESSAGES: Record<number, Message> = {
  400: MESSAGES.malformedRequest,
  404: MESSAGES.notFound,
  405: MESSAGES.methodNotAllowed,
  406: MESSAGES.notAcceptable,
  413: MESSAGES.bodyTooLarge,
  414: MESSAGES.urlTooLong,
  415: MESSAGES.unsupportedContentType,
  429: MESSAGES.tooManyRequests,
  431: MESSAGES.headersTooLarge,
};

export function failure(message: Message, errors?: FieldError[]): ApiFailure {
  return errors && errors.length > 0 ? { success: false, message, errors } : { success: false, message };
}

function statusOf(error: FastifyError): number | undefined {
  const status = error.statusCode;
  return typeof status === 'number' && status >= 400 && status < 600 ? status : undefined;
}

export function errorHandler(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
): FastifyReply {
  if (error instanceof AppError) {
    return reply
      .status(error.statusCode)
      .headers(error.headers)
      .send({ ...failure(error.message, error.errors), ...error.details });
  }
  // The disk filled between the disk guard's check and the write (http/diskFull.ts answers the same).
  if (isDiskFull(error)) {
    request.log.warn({ err: error }, 'write refused: disk full');
    return reply.status(507).headers({ 'retry-after': '60' }).send(failure(MESSAGES.diskFull));
  }
  if (isDatabaseUnavailable(error)) {
    request.log.error({ err: error }, 'database unavailable');
    return reply.status(503).send(failure(MESSAGES.serviceUnavailable));
  }
  const status = statusOf(error);
  if (status !== undefined && status < 500) {
    const message =
      error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error instanceof SyntaxError
        ? MESSAGES.malformedJson
        : (CLIENT_ERROR_MESSAGES[status] ?? MESSAGES.badRequest);
    return reply.status(status).send(failure(message));
  }
  request.log.error({ err: error }, 'request failed');
  return reply.status(500).send(failure(MESSAGES.internalError));
}

/**
 * What Node's HTTP parser refuses before any route runs: headers over the limit (431), a request that took too
 * long to arrive (408), anything else it cannot parse (400, a malformed request line). Answered in the envelope
 * like every other error, then the connection closes, as the parser cannot go on with it.
 */
export function clientErrorHandler(error: Error & { code?: string }, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, message] =
    error.code === 'HPE_HEADER_OVERFLOW'
      ? [431, MESSAGES.headersTooLarge]
      : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? [408, MESSAGES.requestTimeout]
        : [400, MESSAGES.malformedRequest];
  const body = JSON.stringify(failure(message));
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n` +
        `Content-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\n` +
        `Cache-Control: no-store\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy();
}

export function apiNotFound(reply: FastifyReply): FastifyReply {
  return reply.status(404).send(failure(MESSAGES.routeNotFound));
}
