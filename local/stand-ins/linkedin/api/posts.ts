// LinkedIn's Posts API for an article post: POST /rest/posts answers 201 with an empty body and
// the new URN in `x-restli-id`; it refuses invalid content and duplicates with 422, a member's
// posts beyond the daily limit with 429, and stores the commentary cut by Little Text Format.
// GET /rest/posts/{urn} needs r_member_social, which the product's tokens never have.
// DELETE /rest/posts/{urn} deletes the author's own post (204, also for one already gone).
import { randomInt } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { clock } from '../../../../core/clock';
import { sendJson } from '../../../http/respond';
import { isRecord } from '../members/files';
import { personUrn } from './bearer';
import { readJsonBody, type ApiContext } from './context';
import { restErrorForStatus, restErrors, sendRestError, validationError, type InputError } from './errors';
import { guardRest } from './guard';
import { imageStatus } from './images';
import { parseLittle } from './little-text';
import type { ArticleContent, PostRecord } from './state';

export const MAX_COMMENTARY = 3000;
const VISIBILITIES = ['PUBLIC', 'CONNECTIONS', 'LOGGED_IN'];
const LIFECYCLE_STATES = ['PUBLISHED', 'DRAFT'];

const newShareUrn = (): string => `urn:li:share:7${Array.from({ length: 18 }, () => randomInt(10)).join('')}`;
const utcDay = (ms: number): string => new Date(ms).toISOString().slice(0, 10);

function isHttpUrl(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
}

export function createPostHandlers(ctx: ApiContext) {
  function validate(body: unknown, owner: string): { errors: InputError[]; article: ArticleContent | null } {
    const errors: InputError[] = [];
    const missing = (field: string) => errors.push({ code: 'MISSING_FIELD', description: `Field /${field} is required when creating a Post`, fieldPath: `/${field}` });
    const invalid = (field: string, description: string) => errors.push({ code: 'INVALID_VALUE', description, fieldPath: `/${field}` });
    if (!isRecord(body)) return { errors: [{ code: 'INVALID_BODY', description: 'The request body must be a JSON object' }], article: null };

    if (typeof body.commentary !== 'string') missing('commentary');
    else if (body.commentary.length > MAX_COMMENTARY) invalid('commentary', `commentary length ${body.commentary.length} exceeds the maximum of ${MAX_COMMENTARY} characters`);
    if (body.visibility === undefined) missing('visibility');
    else if (!VISIBILITIES.includes(String(body.visibility))) invalid('visibility', `visibility must be one of ${VISIBILITIES.join(', ')}`);
    if (body.lifecycleState === undefined) missing('lifecycleState');
    else if (!LIFECYCLE_STATES.includes(String(body.lifecycleState))) invalid('lifecycleState', `lifecycleState must be one of ${LIFECYCLE_STATES.join(', ')}`);
    if (!isRecord(body.distribution)) missing('distribution');
    else if (!['MAIN_FEED', 'NONE'].includes(String(body.distribution.feedDistribution))) invalid('distribution/feedDistribution', 'distribution.feedDistribution must be MAIN_FEED or NONE');

    let article: ArticleContent | null = null;
    if (body.content !== undefined) {
      const content = isRecord(body.content) ? body.content : null;
      const given = content && isRecord(content.article) ? content.article : null;
      if (!given) {
        invalid('content', 'content must hold an article');
      } else {
        if (!isHttpUrl(given.source)) invalid('content/article/source', 'content.article.source must be an http(s) URL');
        if (typeof given.title !== 'string' || given.title.trim() === '') missing('content/article/title');
        if (given.description !== undefined && typeof given.description !== 'string') invalid('content/article/description', 'content.article.description must be a string');
        if (given.thumbnail !== undefined) {
          const image = typeof given.thumbnail === 'string' ? ctx.state.images.get(given.thumbnail) : undefined;
          if (!image || image.owner !== owner) invalid('content/article/thumbnail', `Thumbnail ${String(given.thumbnail)} is not an image of ${owner}`);
          else if (imageStatus(image, ctx.settings.processingMs) !== 'AVAILABLE') {
            invalid('content/article/thumbnail', `Thumbnail ${image.urn} is ${imageStatus(image, ctx.settings.processingMs)}, not AVAILABLE`);
          }
        }
        if (errors.length === 0) {
          article = {
            source: given.source as string,
            thumbnail: typeof given.thumbnail === 'string' ? given.thumbnail : '',
            title: given.title as string,
            description: typeof given.description === 'string' ? given.description : null,
          };
        }
      }
    }
    return { errors, article };
  }

  async function create(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const call = guardRest(req, res, ctx, 'partnerApiPostsExternal.CREATE', ['w_member_social']);
    if (!call) return;
    const fault = ctx.faults.takeStatus('posts');
    if (fault) return sendJson(res, fault.status, restErrorForStatus(fault.status, `partnerApiPostsExternal.CREATE.${call.version}`, fault.code, fault.message));
    const owner = personUrn(call.token.memberSub);
    const today = utcDay(clock.now().getTime());
    const postedToday = ctx.state.posts.filter((post) => post.author === owner && utcDay(post.createdAt) === today).length;
    if (postedToday >= ctx.settings.dailyPostLimit) return sendRestError(res, restErrors.throttled());

    const body = await readJsonBody(req);
    if (isRecord(body) && body.author !== undefined && body.author !== owner) {
      return sendRestError(res, restErrors.accessDenied(`partnerApiPostsExternal.CREATE.${call.version}`));
    }
    const { errors, article } = validate(body, owner);
    if (isRecord(body) && body.author === undefined) errors.unshift({ code: 'MISSING_FIELD', description: 'Field /author is required when creating a Post', fieldPath: '/author' });
    if (errors.length) return sendJson(res, 422, validationError(errors.map((error) => error.description).join('; '), errors));

    const input = body as Record<string, unknown>;
    const submitted = input.commentary as string;
    const duplicate = ctx.state.posts.find((post) => post.author === owner && post.submittedCommentary === submitted);
    if (duplicate) {
      return sendJson(res, 422, validationError(`com.linkedin.content.common.exception.BadRequestResponseException: Content is a duplicate of ${duplicate.urn}`, [{ code: 'DUPLICATE_POST', description: 'Duplicate post is detected' }]));
    }
    const parsed = parseLittle(submitted);
    const post: PostRecord = {
      urn: newShareUrn(),
      author: owner,
      submittedCommentary: submitted,
      commentary: parsed.stored,
      visibility: String(input.visibility),
      lifecycleState: String(input.lifecycleState),
      article: article ?? { source: '', thumbnail: '', title: '', description: null },
      createdAt: clock.now().getTime(),
    };
    ctx.state.posts.push(post);
    ctx.state.save();
    res.writeHead(201, { 'x-restli-id': post.urn, 'content-length': 0 });
    res.end();
  }

  function get(req: IncomingMessage, res: ServerResponse, urn: string): void {
    const call = guardRest(req, res, ctx, 'partnerApiPostsExternal.GET', ['r_member_social']);
    if (!call) return;
    const fault = ctx.faults.takeStatus('posts');
    if (fault) return sendJson(res, fault.status, restErrorForStatus(fault.status, `partnerApiPostsExternal.GET.${call.version}`, fault.code, fault.message));
    const post = ctx.state.posts.find((entry) => entry.urn === urn);
    if (!post) return sendRestError(res, restErrors.notFound(`Post ${urn}`));
    sendJson(res, 200, {
      id: post.urn,
      author: post.author,
      commentary: post.commentary,
      visibility: post.visibility,
      lifecycleState: post.lifecycleState,
      distribution: { feedDistribution: 'MAIN_FEED', targetEntities: [], thirdPartyDistributionChannels: [] },
      ...(post.article.source ? { content: { article: { source: post.article.source, title: post.article.title, ...(post.article.thumbnail ? { thumbnail: post.article.thumbnail } : {}), ...(post.article.description !== null ? { description: post.article.description } : {}) } } } : {}),
      createdAt: post.createdAt,
      publishedAt: post.createdAt,
      lastModifiedAt: post.createdAt,
      isReshareDisabledByAuthor: false,
    });
  }

  /** DELETE /rest/posts/{urn}: 204 for the author's post, also when it is gone already; 403 for another member's. */
  function remove(req: IncomingMessage, res: ServerResponse, urn: string): void {
    const call = guardRest(req, res, ctx, 'partnerApiPostsExternal.DELETE', ['w_member_social']);
    if (!call) return;
    const fault = ctx.faults.takeStatus('posts');
    if (fault) return sendJson(res, fault.status, restErrorForStatus(fault.status, `partnerApiPostsExternal.DELETE.${call.version}`, fault.code, fault.message));
    const index = ctx.state.posts.findIndex((entry) => entry.urn === urn);
    if (index >= 0) {
      if (ctx.state.posts[index]!.author !== personUrn(call.token.memberSub)) return sendRestError(res, restErrors.accessDenied(`partnerApiPostsExternal.DELETE.${call.version}`));
      ctx.state.posts.splice(index, 1);
      ctx.state.save();
    }
    res.writeHead(204, { 'content-length': 0 });
    res.end();
  }

  return { create, get, remove };
}
