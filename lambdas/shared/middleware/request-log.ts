import type { Context } from 'aws-lambda';
import { createLogger, withLogScope } from '../../../core/log';
import type { HttpEvent, HttpResult } from '../http';
import type { Middleware } from './types';

type HttpHandler = (event: HttpEvent, context: Context) => Promise<HttpResult>;

/**
 * Runs a handler in its request's log scope: every line logged while it runs, by any module,
 * carries API Gateway's request id, the route, method and path, and Lambda's context (function
 * name, version, memory, Lambda's request id, cold start). Nothing from the body, the query or the
 * headers is logged: they carry tokens and personal data.
 */
export function inRequestScope(routeName: string, handler: HttpHandler): HttpHandler {
  return (event, context) =>
    withLogScope(context, { requestId: requestIdOf(event, context), route: routeName, method: event.requestContext?.http?.method, path: event.rawPath }, () =>
      handler(event, context),
    );
}

const requestIdOf = (event: HttpEvent, context: Context | undefined): string =>
  event.requestContext?.requestId ?? context?.awsRequestId ?? 'unknown';

/** Starts the request's state with its logger; logs one line with status and duration when it ends. */
export function requestLog(): Middleware {
  const finish: Middleware['after'] = (request) => {
    const state = request.context.request;
    state?.log.info('request', { status: request.response?.statusCode, durationMs: Date.now() - state.startedAt });
  };
  return {
    before: (request) => {
      request.context.request = {
        requestId: requestIdOf(request.event, request.context),
        startedAt: Date.now(),
        log: createLogger(),
        caller: null,
        body: undefined,
        query: undefined,
        path: undefined,
      };
    },
    after: finish,
    onError: (request) => {
      if (request.response) return finish(request);
    },
  };
}
