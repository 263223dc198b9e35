import type { ZodType } from 'zod';
import { badRequest } from '../../../core/errors';
import type { HttpEvent } from '../http';
import type { Middleware } from './types';

export interface InputSchemas {
  readonly body?: ZodType;
  readonly query?: ZodType;
  readonly path?: ZodType;
}

export const INVALID_JSON_MESSAGE = 'The request body must be valid JSON.';
export const BODY_TOO_LARGE_MESSAGE = 'The request body is too large.';
export const MAX_BODY_BYTES = 256 * 1024;

/** Decodes the JSON body and parses body, query and path with zod; bad input is a 400 naming each field. */
export function parseInput(schemas: InputSchemas): Middleware {
  return {
    before: (request) => {
      const state = request.context.request;
      const event = request.event;
      state.body = parsePart(schemas.body, decodeBody(event));
      state.query = parsePart(schemas.query, event.queryStringParameters ?? {});
      state.path = parsePart(schemas.path, event.pathParameters ?? {});
    },
  };
}

function decodeBody(event: HttpEvent): unknown {
  if (event.body === undefined || event.body === null || event.body === '') return undefined;
  const text = event.isBase64Encoded ? Buffer.from(event.body, 'base64').toString('utf8') : event.body;
  if (Buffer.byteLength(text) > MAX_BODY_BYTES) throw badRequest(BODY_TOO_LARGE_MESSAGE);
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
