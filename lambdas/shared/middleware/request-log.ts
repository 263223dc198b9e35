import { createLogger } from '../../../core/log';
import type { Middleware } from './types';

/** Starts the request's state with a logger carrying its request id; logs one line when it ends. */
export function requestLog(routeName: string): Middleware {
  const finish: Middleware['after'] = (request) => {
    const state = request.context.request;
    state?.log.info('request', { status: request.response?.statusCode, durationMs: Date.now() - state.startedAt });
  };
  return {
    before: (request) => {
      const event = request.event;
      const requestId = event.requestContext?.requestId ?? request.context.awsRequestId ?? 'unknown';
      request.context.request = {
        requestId,
        startedAt: Date.now(),
        log: createLogger({ requestId, route: routeName, method: event.requestContext?.http?.method, path: event.rawPath }),
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
