// Calls to the product's API, with the signed-in person's token and the server's error shape.
import type { ApiErrorBody, GatewayErrorBody, RefusalReason } from '../../domain/api/errors';
import { DEVICE_HEADER } from '../../domain/rules/client-address';
import { deviceId } from './device-id';

export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly fields: Readonly<Record<string, readonly string[]>> = {},
    /** Which refusal it is, where a screen reacts to it (domain/api/errors.ts). */
    readonly reason: RefusalReason | null = null,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

type ErrorBody = Partial<ApiErrorBody> & Partial<GatewayErrorBody>;

export interface ApiRequest {
  readonly method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  readonly body?: unknown;
  readonly token?: string | null;
  readonly signal?: AbortSignal;
}

export function apiFetch<T>(path: string, request: ApiRequest = {}): Promise<T> {
  const headers: Record<string, string> = { accept: 'application/json', [DEVICE_HEADER]: deviceId() };
  if (request.token) headers.authorization = `Bearer ${request.token}`;
  if (request.body !== undefined) headers['content-type'] = 'application/json';
  return readAnswer<T>(
    fetch(`/api${path}`, {
      method: request.method ?? 'GET',
      headers,
      body: request.body === undefined ? undefined : JSON.stringify(request.body),
      signal: request.signal,
    }),
  );
}

/** An answer of the API, still on its way: its body, or an ApiError with the server's message. */
export async function readAnswer<T>(pending: Promise<Response>): Promise<T> {
  let response: Response;
  try {
    response = await pending;
  } catch (error) {
    if ((error as Error).name === 'AbortError') throw error;
    throw new ApiError(0, 'Connection issue. Please check your internet and try again.');
  }
  const text = await response.text();
  const body = text ? (JSON.parse(text) as unknown) : null;
  if (!response.ok) {
    const failure = (body ?? {}) as ErrorBody;
    throw new ApiError(response.status, failure.error?.message ?? failure.message ?? response.statusText, failure.error?.fields, failure.error?.reason ?? null);
  }
  return body as T;
}
