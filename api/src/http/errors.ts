// The failure envelope and the global error / not-found handlers (DESIGN section 4).
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import type { ApiFailure, FieldError } from '@moneta/shared/contract';
import { isDatabaseUnavailable } from '../db/errors';

/** An expected failure: answered with its status, message and optional field errors. */
export class AppError extends Error {
  override name = 'AppError';
  constructor(
    readonly statusCode: number,
    message: string,
    readonly errors?: FieldError[],
  ) {
    super(message);
  }
}

export const badRequest = (message: string, errors?: FieldError[]) => new AppError(400, message, errors);
export const unauthorized = (message = 'Authentication required') => new AppError(401, message);
export const forbidden = (message = 'Forbidden') => new AppError(403, message);
export const notFound = (message = 'Not found') => new AppError(404, message);
export const conflict = (message: string) => new AppError(409, message);
export const tooManyRequests = (message: string) => new AppError(429, message);

export const TOO_MANY_REQUESTS = 'Too many requests. Please wait before trying again.';

/** Messages for the request errors Fastify raises itself, by status. */
const CLIENT_ERROR_MESSAGES: Record<number, string> = {
  400: 'Malformed request',
  404: 'Not found',
  405: 'Method not allowed',
  406: 'Not acceptable',
  413: 'Request body is too large',
  414: 'Request URL is too long',
  415: 'Unsupported content type. Send JSON.',
  429: TOO_MANY_REQUESTS,
  431: 'Request headers are too large',
};

export function failure(message: string, errors?: FieldError[]): ApiFailure {
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
    return reply.status(error.statusCode).send(failure(error.message, error.errors));
  }
  if (isDatabaseUnavailable(error)) {
    request.log.error({ err: error }, 'database unavailable');
    return reply.status(503).send(failure('Service temporarily unavailable. Please try again later.'));
  }
  const status = statusOf(error);
  if (status !== undefined && status < 500) {
    const message =
      error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error instanceof SyntaxError
        ? 'Malformed JSON in request body'
        : (CLIENT_ERROR_MESSAGES[status] ?? 'Bad request');
    return reply.status(status).send(failure(message));
  }
  request.log.error({ err: error }, 'request failed');
  return reply.status(500).send(failure('Internal server error'));
}

export function apiNotFound(reply: FastifyReply): FastifyReply {
  return reply.status(404).send(failure('Route not found'));
}
