// The local stand-in for CloudFront's invalidation API (2020-05-31), which the real SDK client talks
// to (core/edge/invalidation.ts): CreateInvalidation and GetInvalidation on one distribution, with
// CloudFront's rules and errors: paths start with `/`, `*` only last, at most 4,000 characters
// each and 3,000 a request, Quantity must match the paths, an unknown distribution is
// NoSuchDistribution, a CallerReference sent again with the same paths is the same invalidation and
// with others is refused. An accepted invalidation purges the local edge cache at once, so it is
// Completed when answered (CloudFront takes up to minutes; the limit of 15 wildcard paths in
// progress never binds here). Sources: docs/public-pages.md, "Invalidation".
import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { escapeHtml } from '../../../domain/html';
import { BodyTooLargeError, readBody } from '../../http/respond';
import { freePort } from '../../ports';

const API = '2020-05-31';
const NAMESPACE = `http://cloudfront.amazonaws.com/doc/${API}/`;
const MAX_PATHS = 3_000;
const MAX_PATH_LENGTH = 4_000;

export interface Invalidation {
  readonly id: string;
  readonly callerReference: string;
  readonly paths: readonly string[];
  readonly createTime: string;
}

export interface LocalCloudFront {
  readonly endpoint: string;
  readonly distributionId: string;
  /** Every invalidation accepted, oldest first. */
  invalidations(): readonly Invalidation[];
  stop(): Promise<void>;
}

class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

const unescapeXml = (text: string) =>
  text.replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&apos;/g, "'").replace(/&#(\d+);/g, (_all, code: string) => String.fromCodePoint(Number(code))).replace(/&amp;/g, '&');
/** The text of every `name` element (its attributes, such as the namespace, ignored). */
const elements = (xml: string, name: string) => [...xml.matchAll(new RegExp(`<${name}(?:\\s[^>]*)?>([\\s\\S]*?)</${name}>`, 'g'))].map((match) => unescapeXml(match[1]!));

/** The batch a CreateInvalidation body asks for, checked as CloudFront checks it. */
export function parseInvalidationBatch(xml: string): { callerReference: string; paths: string[] } {
  if (!xml.trim()) throw new ApiError(400, 'MissingBody', 'This operation requires a body. Ensure that the body is present and the Content-Type header is set.');
  const batch = elements(xml, 'InvalidationBatch')[0];
  const callerReference = batch === undefined ? undefined : elements(batch, 'CallerReference')[0];
  const pathsXml = batch === undefined ? undefined : elements(batch, 'Paths')[0];
  const quantity = pathsXml === undefined ? undefined : elements(pathsXml, 'Quantity')[0];
  if (!callerReference || pathsXml === undefined || quantity === undefined || !/^\d+$/.test(quantity.trim())) {
    throw new ApiError(400, 'MalformedInput', 'The XML document you provided was not well-formed or did not validate against the published schema.');
  }
  const paths = elements(pathsXml, 'Path');
  if (Number(quantity) !== paths.length) throw new ApiError(400, 'InconsistentQuantities', 'The value of Quantity and the size of Items don\u2019t match.');
  if (paths.length === 0) throw new ApiError(400, 'InvalidArgument', 'Your request must contain at least one path.');
  if (paths.length > MAX_PATHS) throw new ApiError(413, 'BatchTooLarge', `Invalidation batch specified is too large: at most ${MAX_PATHS} paths.`);
  for (const path of paths) {
    if (!path.startsWith('/')) throw new ApiError(400, 'InvalidArgument', `Your request contains one or more invalid invalidation paths: ${path} (a path starts with /).`);
    if (path.length > MAX_PATH_LENGTH) throw new ApiError(400, 'InvalidArgument', `Your request contains one or more invalid invalidation paths: longer than ${MAX_PATH_LENGTH} characters.`);
    if (path.slice(0, -1).includes('*')) throw new ApiError(400, 'InvalidArgument', `Your request contains one or more invalid invalidation paths: ${path} (* only as the last character).`);
  }
  return { callerReference, paths };
}

function invalidationXml(invalidation: Invalidation): string {
  const items = invalidation.paths.map((path) => `<Path>${escapeHtml(path)}</Path>`).join('');
  return (
    `<?xml version="1.0" encoding="UTF-8"?>\n<Invalidation xmlns="${NAMESPACE}"><Id>${invalidation.id}</Id><Status>Completed</Status>` +
    `<CreateTime>${invalidation.createTime}</CreateTime><InvalidationBatch><Paths><Quantity>${invalidation.paths.length}</Quantity><Items>${items}</Items></Paths>` +
    `<CallerReference>${escapeHtml(invalidation.callerReference)}</CallerReference></InvalidationBatch></Invalidation>`
  );
}

function reply(res: ServerResponse, status: number, body: string, headers: Record<string, string> = {}) {
  const requestId = randomBytes(16).toString('hex');
  res.writeHead(status, { 'content-type': 'text/xml', 'x-amzn-requestid': requestId, ...headers });
  res.end(body);
}

function replyError(res: ServerResponse, error: ApiError) {
  const requestId = randomBytes(16).toString('hex');
  reply(
    res,
    error.status,
    `<?xml version="1.0"?>\n<ErrorResponse xmlns="${NAMESPACE}"><Error><Type>${error.status >= 500 ? 'Receiver' : 'Sender'}</Type><Code>${error.code}</Code><Message>${escapeHtml(error.message)}</Message></Error><RequestId>${requestId}</RequestId></ErrorResponse>`,
  );
}

/** Starts the API on a free port; `purge` receives each accepted invalidation's paths. */
export async function startLocalCloudFront(options: { readonly purge: (paths: readonly string[]) => void; readonly now: () => Date }): Promise<LocalCloudFront> {
  const distributionId = `E${randomBytes(6).toString('hex').toUpperCase()}`;
  const accepted: Invalidation[] = [];
  const port = await freePort();
  const endpoint = `http://127.0.0.1:${port}`;

  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', endpoint);
    const match = new RegExp(`^/${API}/distribution/([^/]+)/invalidation(?:/([^/]+))?$`).exec(url.pathname);
    if (!match) throw new ApiError(404, 'NotFound', 'The requested resource does not exist.');
    if (decodeURIComponent(match[1]!) !== distributionId) throw new ApiError(404, 'NoSuchDistribution', 'The specified distribution does not exist.');
    if (req.method === 'GET' && match[2]) {
      const found = accepted.find((invalidation) => invalidation.id === decodeURIComponent(match[2]!));
      if (!found) throw new ApiError(404, 'NoSuchInvalidation', 'The specified invalidation does not exist.');
      return reply(res, 200, invalidationXml(found));
    }
    if (req.method !== 'POST' || match[2]) throw new ApiError(405, 'MethodNotAllowed', 'The method is not allowed on this resource.');
    const body = await readBody(req).catch((error: unknown) => {
      throw error instanceof BodyTooLargeError ? new ApiError(413, 'BatchTooLarge', 'Invalidation batch specified is too large.') : error;
    });
    const { callerReference, paths } = parseInvalidationBatch(body.toString('utf8'));
    const earlier = accepted.find((invalidation) => invalidation.callerReference === callerReference);
    if (earlier && earlier.paths.join('\n') !== paths.join('\n')) {
      throw new ApiError(400, 'InvalidArgument', 'Your request contains a caller reference that was used for a previous invalidation batch for the same distribution.');
    }
    const invalidation = earlier ?? { id: `I${randomBytes(8).toString('hex').toUpperCase()}`, callerReference, paths, createTime: options.now().toISOString().replace(/\.\d{3}Z$/, 'Z') };
    if (!earlier) {
      accepted.push(invalidation);
      options.purge(paths);
    }
    reply(res, 201, invalidationXml(invalidation), { location: `${endpoint}/${API}/distribution/${distributionId}/invalidation/${invalidation.id}` });
  };

  const server: Server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      if (error instanceof ApiError) return replyError(res, error);
      replyError(res, new ApiError(500, 'ServiceUnavailable', error instanceof Error ? error.message : String(error)));
    });
  });
  await new Promise<void>((done) => server.listen(port, '127.0.0.1', done));
  return {
    endpoint,
    distributionId,
    invalidations: () => [...accepted],
    stop: () =>
      new Promise<void>((done) => {
        server.close(() => done());
        server.closeAllConnections();
      }),
  };
}
