// Routes of the LinkedIn API stand-in under /__local/linkedin: LinkedIn's own paths
// (/oauth/v2/*, /v2/*, /rest/*, the media URLs it hands out) and the local-only pages and controls.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { BodyTooLargeError, sendJson } from '../../../http/respond';
import { BadBody, type ApiContext } from './context';
import { createControl } from './control';
import { createFeed } from './feed';
import { createImageHandlers } from './images';
import { createOAuthHandlers } from './oauth';
import { createPostHandlers } from './posts';
import { createProfileHandlers } from './profile';

type Handler = (req: IncomingMessage, res: ServerResponse, url: URL, param: string) => void | Promise<void>;

interface Route {
  pattern: RegExp;
  methods: Readonly<Record<string, Handler>>;
}

export function createApiRouter(ctx: ApiContext) {
  const oauth = createOAuthHandlers(ctx);
  const profile = createProfileHandlers(ctx);
  const images = createImageHandlers(ctx);
  const posts = createPostHandlers(ctx);
  const control = createControl(ctx);
  const feed = createFeed(ctx, (urn) => {
    const image = images.byUrn(urn);
    return image?.uploadedAt ? images.downloadUrl(image) : null;
  });

  const routes: Route[] = [
    { pattern: /^\/oauth\/v2\/authorization$/, methods: { GET: (req, res, url) => oauth.authorize(req, res, url) } },
    { pattern: /^\/oauth\/v2\/login$/, methods: { POST: (req, res) => oauth.login(req, res) } },
    { pattern: /^\/oauth\/v2\/consent$/, methods: { POST: (req, res) => oauth.consent(req, res) } },
    { pattern: /^\/oauth\/v2\/accessToken$/, methods: { POST: (req, res) => oauth.accessToken(req, res) } },
    { pattern: /^\/oauth\/v2\/introspectToken$/, methods: { POST: (req, res) => oauth.introspect(req, res) } },
    { pattern: /^\/v2\/userinfo$/, methods: { GET: (req, res) => profile.userinfo(req, res) } },
    { pattern: /^\/v2\/me$/, methods: { GET: (req, res) => profile.me(req, res) } },
    {
      pattern: /^\/rest\/images$/,
      methods: {
        POST: (req, res, url) =>
          url.searchParams.get('action') === 'initializeUpload'
            ? images.initializeUpload(req, res)
            : sendJson(res, 400, { status: 400, code: 'BAD_REQUEST', message: 'Unsupported action; use ?action=initializeUpload' }),
      },
    },
    { pattern: /^\/rest\/images\/([^/]+)$/, methods: { GET: (req, res, _url, urn) => images.get(req, res, urn) } },
    { pattern: /^\/rest\/posts$/, methods: { POST: (req, res) => posts.create(req, res) } },
    { pattern: /^\/rest\/posts\/([^/]+)$/, methods: { GET: (req, res, _url, urn) => posts.get(req, res, urn), DELETE: (req, res, _url, urn) => posts.remove(req, res, urn) } },
    { pattern: /^\/media\/upload\/([\w-]+)$/, methods: { PUT: (req, res, url, id) => images.upload(req, res, id, url), POST: (req, res, url, id) => images.upload(req, res, id, url) } },
    { pattern: /^\/media\/images\/([\w-]+)$/, methods: { GET: (_req, res, _url, id) => images.download(res, id) } },
    { pattern: /^\/media\/avatars\/([\w-]+)\.svg$/, methods: { GET: (_req, res, _url, sub) => feed.avatar(res, sub) } },
    { pattern: /^\/feed\/?$/, methods: { GET: (_req, res) => feed.page(res) } },
    { pattern: /^\/posts\.json$/, methods: { GET: (_req, res) => feed.json(res) } },
    { pattern: /^\/faults$/, methods: { GET: control.faults, POST: control.faults, DELETE: control.faults } },
    { pattern: /^\/settings$/, methods: { GET: control.settings, PUT: control.settings, POST: control.settings } },
    { pattern: /^\/tokens$/, methods: { POST: control.mint } },
    { pattern: /^\/revoke$/, methods: { POST: control.revoke } },
  ];

  /** Handles the request when `path` (below the mount) is one of the API's; false otherwise. */
  return function route(req: IncomingMessage, res: ServerResponse, path: string, url: URL): boolean {
    for (const { pattern, methods } of routes) {
      const match = pattern.exec(path);
      if (!match) continue;
      const handler = methods[req.method ?? 'GET'];
      if (!handler) {
        res.writeHead(405, { allow: Object.keys(methods).join(', '), 'content-length': 0 });
        res.end();
        return true;
      }
      let param = '';
      try {
        param = decodeURIComponent(match[1] ?? '');
      } catch {
        sendJson(res, 400, { status: 400, code: 'BAD_REQUEST', message: 'Malformed path' });
        return true;
      }
      Promise.resolve(handler(req, res, url, param)).catch((error: unknown) => {
        if (res.headersSent) return void res.destroy();
        if (error instanceof BadBody) sendJson(res, 400, { status: 400, code: 'BAD_REQUEST', message: error.message });
        else if (error instanceof BodyTooLargeError) sendJson(res, 413, { status: 413, code: 'REQUEST_TOO_LARGE', message: 'The request body is too large' });
        else {
          console.error('[linkedin stand-in] API request failed:', error);
          sendJson(res, 500, { status: 500, code: 'INTERNAL_SERVER_ERROR', message: 'Internal Server Error' });
        }
      });
      return true;
    }
    return false;
  };
}
