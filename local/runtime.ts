// The embedded runtime: one process, one port, mirroring CloudFront's path table (DESIGN.md 1).
//   /api/*              local gateway -> the same Lambda handlers
//   /og/*               local gateway -> the proof-image handler (imageRoute)
//   /proof/{number}, /project/{id}, /portfolio/{handle}
//                       local gateway -> the link-preview handler (exactly these shapes; /proof
//                       alone or deeper paths are the SPA)
//   /config.json        runtime configuration for the SPA
//   /ws                 the WebSocket API stand-in: the same authorizer, $connect and $disconnect
//                       handlers as the cloud (lambdas/realtime-routes.ts); the stream notifier
//                       posts through a management API stand-in on its own 127.0.0.1 port
//   /__local/linkedin   the LinkedIn OpenID Connect stand-in
//   /__local/*          inbox, clock and the local wallet (local only)
//   everything else     the SPA (production build, or Vite with hot reload in dev)
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureTables } from '../core/data/plumbing/create-table';
import { db } from '../core/data/plumbing/client';
import { forgetLastHealthyCheck } from '../core/health';
import { config, ENV, reloadConfig } from '../core/config';
import { createLogger, logSink, setLogSink } from '../core/log';
import type { RuntimeConfig } from '../domain/api/config';
import { PRODUCT_NAME } from '../domain/product';
import { seedDemo } from '../core/demo/seed-demo';
import { runMigrations } from '../core/data/migrations/runner';
import { notifyingItemTypes, webSocketApi } from '../lambdas/realtime-routes';
import { imageRoute, PAGE_PATH_PREFIXES, edgeInvalidator, routes, scheduledJobs } from '../lambdas/routes';
import { createJwtAuthorizer } from './authorizer';
import { lockDataDir } from './data-dir-lock';
import { startDynamoDbLocal, type DynamoDbLocal } from './stand-ins/dynamodb/dynamodb-local';
import { createGateway } from './gateway/gateway';
import { createThrottle, noThrottle } from './gateway/throttle';
import { createLocalRoutes } from './http/local-routes';
import { LocalWallet } from './stand-ins/wallet/local-wallet';
import { localOnlyRefusal } from './http/local-only';
import { BAD_REQUEST, requestUrl } from './http/request-url';
import { sendJson } from './http/respond';
import { createStaticSite } from './http/static-site';
import { startAwsStandIns } from './aws-stand-ins';
import { createEdgeCache, type EdgeCache } from './stand-ins/cloudfront/edge-cache';
import { shortProfileLink } from '../domain/rules/short-profile-link';
import { clock, restartClock } from '../core/clock';
import { configureCredentialSigner, configureRealtimeEnvironment, configureServerEnvironment } from './environment';
import { createLinkedInStandIn, type LinkedInStandIn } from './stand-ins/linkedin/linkedin-stand-in';
import { createInvoker } from './lambda-invoke';
import { startWebSocketApi } from './realtime';
import { restartable } from './restartable';
import { startScheduler } from './scheduler';
import { startStreamNotifier } from './stream-notifier';

export const ROOT_DIR = resolve(fileURLToPath(new URL('..', import.meta.url)));

export interface RuntimeOptions {
  readonly port: number;
  readonly dataDir: string;
  /** Serve the SPA through Vite with hot reload instead of the production build. */
  readonly dev?: boolean;
  /** Enforce the route table's throttles (default true; LOCAL_THROTTLE=off for benchmarks). */
  readonly throttle?: boolean;
  /** Load the demo portfolio into an empty table (default true). */
  readonly seedDemo?: boolean;
  /**
   * Run the scheduled jobs on their intervals (default true). Off, they run only when the clock
   * is moved: each run is recorded in the table (the admin Jobs page), which tests that compare
   * the table before and after a request must not see happen in between.
   */
  readonly schedule?: boolean;
  /** Cache public reads, pages and images as CloudFront does (default true; LOCAL_EDGE_CACHE=off). */
  readonly edgeCache?: boolean;
  /** The built web app it serves (default dist/web); unused with `dev`. */
  readonly webDir?: string;
  /** Where the runtime's and the handlers' log lines go (default: stdout). */
  readonly logSink?: (line: string) => void;
  /**
   * A DynamoDB to use instead of starting DynamoDB Local in the data directory: the tests' handler
   * tier shares one DynamoDB Local, with a table per runtime (docs/testing.md).
   */
  readonly database?: { readonly endpoint: string; readonly tableName: string };
}

export interface Runtime {
  readonly url: string;
  stop(): Promise<void>;
}

export async function startRuntime(options: RuntimeOptions): Promise<Runtime> {
  const previousLogSink = logSink();
  if (options.logSink) setLogSink(options.logSink);
  // The local runtime runs on whatever Node the machine has; the cloud functions run Node 24 (docs/decisions.md, Node).
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true';
  const log = createLogger({ component: 'local-runtime' });
  const dataDir = resolve(options.dataDir);
  const origin = `http://localhost:${options.port}`;
  const cleanups: (() => Promise<void> | void)[] = [() => setLogSink(previousLogSink)];
  const stop = async () => {
    for (const cleanup of cleanups.reverse().splice(0)) {
      try {
        await cleanup();
      } catch (error) {
        log.warn('cleanup failed', { error });
      }
    }
  };

  try {
    cleanups.push(lockDataDir(dataDir));
    // Tails DynamoDB Local's stream for /ws; started below, paused while the server restarts.
    const notifier = restartable(() =>
      startStreamNotifier({
        endpoint: dynamo.endpoint,
        tableName: process.env[ENV.tableName]!,
        consumers: [{ ...webSocketApi.notifier, itemTypes: notifyingItemTypes }, edgeInvalidator],
        invoke,
        onError: (error) => log.warn('stream notifier', { error }),
      }),
    );
    if (options.database) process.env[ENV.tableName] = options.database.tableName;
    let edge: EdgeCache | null = null;
    // The sign-in stand-in starts after the AWS stand-ins, whose user pool reads its members.
    const signIn: { standIn?: LinkedInStandIn } = {};
    const [dynamo, aws] = await Promise.all([
      options.database ? sharedDynamoDb(options.database.endpoint) : startDynamoDbLocal({
        dataDir: join(dataDir, 'dynamodb'),
        supervise: {
          onDown: (reason) => {
            log.error(`${reason}; restarting it on the same data`);
            forgetLastHealthyCheck(); // health answers 503 from now, not once its last success is 5 s old
            void notifier.pause();
          },
          onUp: () => {
            log.warn('DynamoDB Local is running again');
            notifier.start().catch((error: unknown) => log.error('stream notifier did not restart', { error }));
          },
          onRestartFailed: (error) => log.error('DynamoDB Local did not restart; trying again', { error }),
        },
      }),
      // The edge below forgets what an invalidation names.
      startAwsStandIns({
        dataDir,
        purgeEdge: (paths) => edge?.invalidate(paths),
        users: () => {
          if (!signIn.standIn) throw new Error('The sign-in stand-in has not started yet');
          return signIn.standIn.users;
        },
      }),
    ]);
    const { ses } = aws;
    cleanups.push(() => dynamo.stop(), () => aws.stop());
    configureServerEnvironment({ dynamoDbEndpoint: dynamo.endpoint, sesEndpoint: ses.endpoint, cloudfront: aws.cloudfront, archives: aws.s3, userPool: aws.userPool, origin, dataDir });
    configureCredentialSigner(dataDir);
    // As a new process would: this configuration, not one read before in this process, and the
    // system's time (the business clock moves only while a runtime runs).
    reloadConfig();
    restartClock();
    const newTable = await ensureTables(db(), process.env[ENV.tableName]!, config().personalData.keyTable);
    // The data migrations (the cloud runs them on deploy): the organisation registry's seeds, and
    // the indexes and read model for data an older version wrote. A complete one costs one read.
    for (const migration of await runMigrations({ owner: 'local', newTable })) {
      if (migration.outcome === 'completed') log.info(`data migration ${migration.id} v${migration.version} done (${migration.processed} items)`);
    }
    // The demo portfolio loads while the rest starts; the port opens once it is there.
    const demo = options.seedDemo === false ? Promise.resolve() : loadDemo(log);

    // A suspended account still signs in, to read why and to appeal (docs/suspension.md); the API refuses the rest.
    const linkedin = await createLinkedInStandIn({ origin, dataDir, clientSecret: process.env[ENV.linkedinClientSecret] });
    signIn.standIn = linkedin;
    // Token lifetimes are the identity provider's, on real time, as API Gateway checks them; the
    // movable clock is business time (link expiry, daily limits), so moving it signs no one out.
    const authorize = createJwtAuthorizer({ issuer: linkedin.issuer, audience: linkedin.clientId, jwks: () => linkedin.publicJwks() });
    const gateway = createGateway({
      routes: [...routes, imageRoute],
      rootDir: ROOT_DIR,
      authorize,
      throttle: options.throttle === false ? noThrottle : createThrottle(),
      onError: (error, route) => log.error('handler failed', { route: route.name, error }),
    });
    edge = options.edgeCache === false ? null : createEdgeCache({ origin: gateway.respond, now: () => clock.now().getTime(), onError: (error) => log.warn('edge cache revalidation failed', { error }) });
    const invoke = createInvoker(ROOT_DIR);
    const realtime = await startWebSocketApi({
      definition: webSocketApi,
      invoke,
      region: process.env[ENV.region]!,
      onError: (error, fn) => log.error('realtime handler failed', { function: fn, error }),
    });
    cleanups.push(() => realtime.close());
    configureRealtimeEnvironment({ issuer: linkedin.issuer, clientId: linkedin.clientId, callbackUrl: realtime.callbackUrl });
    cleanups.push(() => notifier.stop());
    await notifier.start();
    const scheduler = startScheduler(scheduledJobs, ROOT_DIR, (error, job) => log.error('scheduled job failed', { job, error }), { intervals: options.schedule !== false });
    cleanups.push(() => scheduler.stop());
    const localRoutes = createLocalRoutes({
      ses,
      wallet: new LocalWallet(dataDir, config().publicOrigin),
      origin: config().publicOrigin,
      status: () => ({
        dataDir,
        dynamoDbEndpoint: dynamo.endpoint,
        tableName: process.env[ENV.tableName]!,
        personKeys: { tableName: config().personalData.keyTable, keyFile: process.env[ENV.personalDataKeyFile] ?? '' },
        dynamoDbState: dynamo.state,
        dynamoDbPid: dynamo.pid ?? null,
        sesEndpoint: ses.endpoint,
      }),
      afterClockMoved: () => scheduler.runAll(),
    });
    const runtimeConfig: RuntimeConfig = {
      productName: PRODUCT_NAME,
      authority: linkedin.issuer,
      clientId: linkedin.clientId,
      identityProvider: null,
      scope: 'openid profile email w_member_social',
      apiBase: '/api',
      realtimeUrl: `ws://localhost:${options.port}/ws`,
    };

    const server = createServer();
    let serveWeb: (req: IncomingMessage, res: ServerResponse, url: URL) => void;
    if (options.dev) {
      const { createServer: createVite } = await import('vite');
      const vite = await createVite({
        configFile: join(ROOT_DIR, 'web/vite.config.ts'),
        server: { middlewareMode: true, hmr: { server } },
        appType: 'spa',
      });
      cleanups.push(() => vite.close());
      serveWeb = (req, res) => vite.middlewares(req, res);
    } else {
      const site = createStaticSite(options.webDir ?? join(ROOT_DIR, 'dist/web'));
      serveWeb = (req, res, url) => site(req, res, url);
    }

    server.on('request', (req: IncomingMessage, res: ServerResponse) => {
      const url = requestUrl(req, origin);
      if (!url) return sendJson(res, 400, BAD_REQUEST);
      const path = url.pathname;
      const route = async () => {
        if (path === '/api' || path.startsWith('/api/') || path.startsWith('/og/')) return (await edge?.(req, res, url)) || gateway(req, res, url);
        if (isPagePath(path) && gateway.serves(req.method ?? 'GET', path)) return (await edge?.(req, res, url)) || gateway(req, res, url);
        // /u/{handle}, the profile's short public link, opens the portfolio (as CloudFront's function does).
        const short = shortProfileLink(path);
        if (short) return redirect(res, short);
        if (path.startsWith('/.well-known/') && gateway.serves(req.method ?? 'GET', path)) return gateway(req, res, url);
        if (path === '/config.json') return sendJson(res, 200, runtimeConfig);
        if (path === '/__local' || path.startsWith('/__local/')) {
          const refused = localOnlyRefusal(req.method ?? 'GET', req.headers, origin);
          if (refused) return sendJson(res, 403, { message: refused });
        }
        if (path === '/__local/linkedin' || path.startsWith('/__local/linkedin/')) return linkedin.handle(req, res);
        if (path.startsWith('/__local/') && (await localRoutes(req, res, url))) return;
        if (path.startsWith('/__local/')) return sendJson(res, 404, { message: 'Not Found' });
        return serveWeb(req, res, url);
      };
      route().catch((error: unknown) => {
        log.error('request failed', { path, error });
        if (!res.headersSent) sendJson(res, 500, { message: 'Internal Server Error' });
        else res.destroy();
      });
    });
    server.on('upgrade', (req, socket, head) => {
      const url = requestUrl(req, origin);
      if (url?.pathname === '/ws') realtime.handleUpgrade(req, socket, head, url);
      else if (!options.dev) socket.destroy();
    });

    await demo;
    await listen(server, options.port);
    cleanups.push(() => closeServer(server));
    return { url: origin, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

/** A DynamoDB this runtime neither started nor stops. */
function sharedDynamoDb(endpoint: string): Promise<Pick<DynamoDbLocal, 'endpoint' | 'state' | 'pid' | 'stop'>> {
  return Promise.resolve({ endpoint, state: 'up', pid: undefined, stop: async () => undefined });
}

function redirect(res: ServerResponse, location: string): void {
  res.writeHead(301, { location, 'cache-control': 'public, max-age=86400', 'content-length': 0 });
  res.end();
}

/** The link-preview page paths CloudFront sends to the API (lambdas/routes.ts PAGE_PATH_PREFIXES). */
const isPagePath = (path: string) => PAGE_PATH_PREFIXES.some((prefix) => path.startsWith(prefix));

async function loadDemo(log: ReturnType<typeof createLogger>): Promise<void> {
  try {
    if ((await seedDemo()) === 'created') log.info('demo portfolio loaded at /portfolio/demo');
  } catch (error) {
    // The product works without it; say so and carry on.
    log.error('demo portfolio not loaded', { error });
  }
}

function listen(server: Server, port: number): Promise<void> {
  return new Promise((done, fail) => {
    server.once('error', (error: NodeJS.ErrnoException) =>
      fail(error.code === 'EADDRINUSE' ? new Error(`Port ${port} is already in use. Set PORT to a free port, e.g. PORT=3001 npm start.`) : error),
    );
    server.listen(port, '127.0.0.1', () => done());
  });
}

function closeServer(server: Server): Promise<void> {
  return new Promise((done) => {
    server.close(() => done());
    server.closeAllConnections();
  });
}
