import { DomainError, isDomainError, type ErrorKind } from '../../../core/errors';
import { isDataError, type DataErrorCode } from '../../../core/data/plumbing/errors';
import { metrics } from '../../../core/metrics';
import { errorBody, json } from '../http';
import type { Middleware } from './types';

const STATUS: Record<ErrorKind, number> = {
  bad_request: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  gone: 410,
  rate_limited: 429,
  too_large: 413,
  unavailable: 503,
};

/** A data-layer outcome a service did not translate still gets its meaning, never a 500. */
const DATA_ERROR_KIND: Record<DataErrorCode, ErrorKind> = {
  NOT_FOUND: 'not_found',
  ALREADY_EXISTS: 'conflict',
  LIMIT_REACHED: 'rate_limited',
  ALREADY_USED: 'conflict',
  EXPIRED: 'gone',
  CONFLICT: 'conflict',
  INVALID_CURSOR: 'bad_request',
  NOT_ALLOWED: 'forbidden',
};

export const INTERNAL_ERROR_MESSAGE = 'Something went wrong on our side. Please try again.';

/**
 * Turns typed domain errors into their status codes; anything else is a logged 500. A refusal for
 * one of the product's own limits (429) is counted in the Throttles metric under its route.
 */
export function errorResponse(routeName: string): Middleware {
  return {
    onError: (request) => {
      const error = isDataError(request.error) ? new DomainError(DATA_ERROR_KIND[request.error.code], request.error.message) : request.error;
      const log = request.context.request?.log;
      if (isDomainError(error)) {
        log?.info('refused', { kind: error.kind, reason: error.message, fields: error.fields });
        if (error.kind === 'rate_limited') metrics.throttled(routeName);
        request.response = json(STATUS[error.kind], errorBody(error.kind, error.message, error.fields, error.reason));
      } else {
        log?.error('unhandled error', { error });
        request.response = json(500, errorBody('internal', INTERNAL_ERROR_MESSAGE));
      }
    },
  };
}
