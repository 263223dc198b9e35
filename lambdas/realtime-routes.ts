// The WebSocket API, described once: its routes and their functions, the $connect authorizer,
// the stream notifier and what it follows. The CDK stack (lib/realtime.ts) builds the API from it
// and the local runtime (local/realtime.ts) serves the same handlers from it, so the two cannot
// drift. Data only, like routes.ts: it must not import handler code (the CDK app reads it).
import { USER_KEY_PREFIX } from '../core/data/plumbing/key-parts';
import { CONNECTION_KEY_PREFIX } from '../core/data/connections/keys';
import { profileItemTypes } from '../core/data/profiles/keys';
import { proofItemTypes } from '../core/data/proofs/keys';
import { requestItemTypes } from '../core/data/validation-requests/keys';
import { validationItemTypes } from '../core/data/validations/keys';
import type { LiveCollection } from '../domain/api/live-updates';

/** Table actions a realtime function may take, on connection items only. */
export type ConnectionItemAction = 'dynamodb:PutItem' | 'dynamodb:DeleteItem' | 'dynamodb:Query';

export interface RealtimeFunctionDefinition {
  /** Unique, stable, PascalCase: names the function and its logical id. */
  readonly name: string;
  /** Entry file, relative to the repository root, exporting `handler`. */
  readonly entry: string;
  readonly description: string;
  /** What it may do to connection items (`connectionKeyPrefix` partitions); nothing else in the table. */
  readonly connectionItems: readonly ConnectionItemAction[];
  /** Whether it reads an account's suspension (a profile's `suspendedAt`, and nothing else of it). */
  readonly readsSuspension?: boolean;
}

export interface WebSocketRouteDefinition extends RealtimeFunctionDefinition {
  readonly routeKey: '$connect' | '$disconnect';
  /** Guarded by the API's authorizer (API Gateway allows one on $connect only). */
  readonly authorized: boolean;
}

export interface WebSocketApiDefinition {
  /** The stage, which is also the path CloudFront serves it at (`/ws`: viewer path = stage path). */
  readonly stage: string;
  /** Connection items live under this partition-key prefix (core/data/connections/keys.ts). */
  readonly connectionKeyPrefix: string;
  /** Profiles (and their `suspendedAt`) live under this partition-key prefix. */
  readonly userKeyPrefix: string;
  readonly routes: readonly WebSocketRouteDefinition[];
  /** A Lambda REQUEST authorizer on $connect; a request without the identity source is refused unseen. */
  readonly authorizer: RealtimeFunctionDefinition & { readonly identitySource: `route.request.querystring.${string}` };
  /** Fed by the table stream: tells an owner's open connections which of their collections changed. */
  readonly notifier: RealtimeFunctionDefinition & {
    /** Item types (the `type` attribute) whose changes it follows, and the owner's collection each one is part of. */
    readonly follows: Readonly<Record<string, LiveCollection>>;
    /** The item type whose change to suspended closes the account's open connections. */
    readonly suspends: string;
    /** How the stream feeds it: at most this many records a call; a failed call is retried this many times. */
    readonly stream: { readonly batchSize: number; readonly maxBatchingWindowSeconds: number; readonly retryAttempts: number };
  };
}

export const webSocketApi = {
  stage: 'ws',
  connectionKeyPrefix: CONNECTION_KEY_PREFIX,
  userKeyPrefix: USER_KEY_PREFIX,
  routes: [
    {
      routeKey: '$connect',
      name: 'Connect',
      entry: 'lambdas/realtime/connect.ts',
      description: 'WebSocket $connect: stores the connection',
      authorized: true,
      connectionItems: ['dynamodb:PutItem'],
    },
    {
      routeKey: '$disconnect',
      name: 'Disconnect',
      entry: 'lambdas/realtime/disconnect.ts',
      description: 'WebSocket $disconnect: deletes the connection',
      authorized: false,
      connectionItems: ['dynamodb:DeleteItem'],
    },
  ],
  authorizer: {
    name: 'Authorizer',
    entry: 'lambdas/realtime/authorizer.ts',
    description: 'WebSocket $connect authorizer (Cognito JWT)',
    // Browsers cannot set headers on a WebSocket: the SPA passes its token as `?token=`.
    identitySource: 'route.request.querystring.token',
    connectionItems: [],
    // A suspended account's token stays valid until it expires; the account does not connect.
    readsSuspension: true,
  },
  notifier: {
    name: 'Notifier',
    entry: 'lambdas/realtime/notifier.ts',
    description: 'Tells owners live which of their collections changed',
    connectionItems: ['dynamodb:Query', 'dynamodb:DeleteItem'],
    readsSuspension: true,
    suspends: profileItemTypes.profile,
    follows: {
      [requestItemTypes.validationRequest]: 'validation-requests',
      [validationItemTypes.validation]: 'validations',
      // The owner's proof: verified flag, proof number and score change with an approval.
      [proofItemTypes.recognition]: 'proofs',
    },
    stream: { batchSize: 100, maxBatchingWindowSeconds: 1, retryAttempts: 2 },
  },
} as const satisfies WebSocketApiDefinition;

/** Every realtime function: the authorizer, one per route, the notifier. */
export const realtimeFunctions: readonly RealtimeFunctionDefinition[] = [webSocketApi.authorizer, ...webSocketApi.routes, webSocketApi.notifier];

/** The item types the notifier follows (the CDK stream filter's values). */
export const notifyingItemTypes: readonly string[] = [...Object.keys(webSocketApi.notifier.follows), webSocketApi.notifier.suspends];
