// Every HTTP endpoint is built here, so each one logs, authorises, parses and maps errors the same
// way. A handler file reads: `export const handler = endpoint('RouteName', { body: schema }, fn)`.
import middy from '@middy/core';
import type { Context } from 'aws-lambda';
import type { ZodType, z } from 'zod';
import type { SessionUser } from '../../domain/entities';
import { accountStanding } from '../../core/data/profiles/account-status';
import { isAdmin as isAdminInTable } from '../../core/data/roles/user-roles';
import type { Logger } from '../../core/log';
import { routes, type Access, type Route, type RouteDefinition, type RouteName } from '../routes';
import { json, type HttpEvent, type HttpResult } from './http';
import { authorize, type AdminCheck, type StandingCheck } from './middleware/authorize';
import { errorResponse } from './middleware/error-response';
import { httpCache } from './middleware/http-cache';
import type { CachePolicy } from '../../domain/rules/http-cache';
import { MAX_BODY_BYTES, parseInput } from './middleware/parse-input';
import { inRequestScope, requestLog } from './middleware/request-log';
import type { EndpointContext } from './middleware/types';

type Parsed<S> = S extends ZodType ? z.output<S> : unknown;

export interface EndpointSpec<B, Q, P> {
  readonly body?: B;
  readonly query?: Q;
  readonly path?: P;
  /** A public read that CloudFront and browsers may cache (ETag, 304, Cache-Control). */
  readonly cache?: CachePolicy;
  /** What a body over the route's limit (RouteDefinition.maxBodyBytes) is told, in the product's words. */
  readonly bodyTooLarge?: string;
}

export interface EndpointInput<B, Q, P, A extends Access> {
  readonly body: Parsed<B>;
  readonly query: Parsed<Q>;
  readonly path: Parsed<P>;
  /** The signed-in caller: always present on user and admin routes. */
  readonly caller: A extends 'public' ? SessionUser | null : SessionUser;
  readonly requestId: string;
  readonly log: Logger;
  readonly event: HttpEvent;
}

/** A handler returns a value (sent as 200 JSON) or a result made with `respond()`. */
export type EndpointOutput = unknown;

const RESULT = Symbol('httpResult');
type MarkedResult = HttpResult & { [RESULT]: true };

export function respond(statusCode: number, body: unknown, headers?: Record<string, string>): HttpResult {
  return Object.assign(json(statusCode, body, headers), { [RESULT]: true as const });
}

/** Sends a ready-made result as it is: `respondWith(binary(...))`, `respondWith(html(...))`. */
export function respondWith(result: HttpResult): HttpResult {
  return Object.assign({ ...result }, { [RESULT]: true as const });
}

const isMarkedResult = (value: unknown): value is MarkedResult =>
  typeof value === 'object' && value !== null && RESULT in value;

export function routeNamed<N extends RouteName>(name: N): Route<N> {
  const route = routes.find((candidate): candidate is Route<N> => candidate.name === name);
  if (!route) throw new Error(`No route named ${name} in lambdas/routes.ts`);
  return route;
}

export function endpoint<A extends Access, B = undefined, Q = undefined, P = undefined>(
  route: RouteDefinition & { access: A },
  spec: EndpointSpec<B, Q, P>,
  fn: (input: EndpointInput<B, Q, P, A>) => Promise<EndpointOutput>,
  dependencies: { readonly isAdmin?: AdminCheck; readonly standing?: StandingCheck } = {},
): (event: HttpEvent, context: Context) => Promise<HttpResult> {
  const chain = middy<HttpEvent, HttpResult, Error, EndpointContext>().use(requestLog());
  // Before errorResponse, so that its onError (which runs later) sees the 404 the error became.
  if (spec.cache) chain.use(httpCache(spec.cache));
  const handler = chain
    .use(errorResponse(route.name))
    .use(
      authorize(route.access, { isAdmin: dependencies.isAdmin ?? isAdminInTable, standing: dependencies.standing ?? accountStanding }, {
        allowsSuspended: route.allowsSuspended,
        needsRecentSignIn: route.needsRecentSignIn,
        cancelsClosure: route.cancelsClosure,
      }),
    )
    .use(parseInput(spec as EndpointSpec<ZodType, ZodType, ZodType>, { maxBytes: route.maxBodyBytes ?? MAX_BODY_BYTES, message: spec.bodyTooLarge, forms: route.acceptsForm === true }))
    .handler(async (event, context) => {
      const state = context.request;
      const output = await fn({
        body: state.body as Parsed<B>,
        query: state.query as Parsed<Q>,
        path: state.path as Parsed<P>,
        caller: state.caller as EndpointInput<B, Q, P, A>['caller'],
        requestId: state.requestId,
        log: state.log,
        event,
      });
      return isMarkedResult(output) ? output : json(200, output);
    });
  // The chain adds its request state to the context; callers pass Lambda's plain context.
  return inRequestScope(route.name, handler as unknown as (event: HttpEvent, context: Context) => Promise<HttpResult>);
}
