import type { ZodType } from 'zod';
import { badRequest, tooLarge } from '../../../core/errors';
import type { HttpEvent } from '../http';
import type { Middleware } from './types';

export interface InputSchemas {
  readonly body?: ZodType;
  readonly query?: ZodType;
  readonly path?: ZodType;
}

export interface BodyLimit {
  /** Bytes of the decoded body; a larger one is refused (413) before it is parsed. */
  readonly maxBytes: number;
  /** What the refusal says; a generic sentence with the limit when absent. */
  readonly message?: string;
  /** Whether a form body is read too (RouteDefinition.acceptsForm); otherwise only JSON. */
  readonly forms?: boolean;
}

export const INVALID_JSON_MESSAGE = 'The request body must be valid JSON.';
/** The body limit of a route that declares none (RouteDefinition.maxBodyBytes). */
export const MAX_BODY_BYTES = 256 * 1024;
export const bodyTooLargeMessage = (maxBytes: number) => `The request body is too large: at most ${Math.floor(maxBytes / 1024)} KB is accepted here.`;

/**
 * Decodes the JSON (or form) body and parses body, query and path with zod; bad input is a 400 naming each
 * field, a body over the limit a 413 before any parsing.
 */
export function parseInput(schemas: InputSchemas, limit: BodyLimit = { maxBytes: MAX_BODY_BYTES }): Middleware {
  return {
    before: (request) => {
      const state = request.context.request;
      const event = request.event;
      state.body = parsePart(schemas.body, decodeBody(event, limit));
      state.query = parsePart(schemas.query, event.queryStringParameters ?? {});
      state.path = parsePart(schemas.path, event.pathParameters ?? {});
    },
  };
}

function decodeBody(event: HttpEvent, limit: BodyLimit): unknown {
  if (event.body === undefined || event.body === null || event.body === '') return undefined;
  // A base64 body decodes to three quarters of its length: one that large is refused undecoded.
  if (event.isBase64Encoded ? Math.floor((event.body.length * 3) / 4) > limit.maxBytes + 2 : event.body.length > limit.maxBytes) throw tooLarge(limit.message ?? bodyTooLargeMessage(limit.maxBytes));
  const text = event.isBase64Encoded ? Buffer.from(event.body, 'base64').toString('utf8') : event.body;
  if (Buffer.byteLength(text) > limit.maxBytes) throw tooLarge(limit.message ?? bodyTooLargeMessage(limit.maxBytes));
  // OAuth's token requests are forms (RFC 6749, 4.1.3); a field sent twice keeps its last value.
  if (limit.forms && /^application\/x-www-form-urlencoded\b/i.test(event.headers?.['content-type'] ?? '')) return Object.fromEntries(new URLSearchParams(text));
  try {
    return JSON.parse(text);
  } catch {
    throw badRequest(INVALID_JSON_MESSAGE);
  }
}

function parsePart(schema: ZodType | undefined, value: unknown): unknown {
  if (!schema) return value;
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const fields: Record<string, string[]> = {};
  for (const issue of result.error.issues) {
    const key = issue.path.length > 0 ? issue.path.join('.') : '_';
    (fields[key] ??= []).push(issue.message);
  }
  throw badRequest(result.error.issues[0]?.message ?? 'Invalid input', fields);
}
