import type { MiddlewareObj } from '@middy/core';
import type { Context } from 'aws-lambda';
import type { SessionUser } from '../../../domain/entities';
import type { Logger } from '../../../core/log';
import type { HttpEvent, HttpResult } from '../http';

/** What the chain learns about a request, carried on the Lambda context for the handler. */
export interface RequestState {
  requestId: string;
  startedAt: number;
  log: Logger;
  caller: SessionUser | null;
  body: unknown;
  query: unknown;
  path: unknown;
}

export type EndpointContext = Context & { request: RequestState };
export type Middleware = MiddlewareObj<HttpEvent, HttpResult, Error, EndpointContext>;
