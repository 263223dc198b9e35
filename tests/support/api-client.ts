// A small client for the product's API in tests: one signed-in member per client.
import { signInThroughStandIn, type Member } from './linkedin-sign-in';

export interface ApiResponse<T = unknown> {
  readonly status: number;
  readonly body: T;
}

export interface ApiClient {
  readonly token: string | null;
  request<T = unknown>(method: string, path: string, body?: unknown): Promise<ApiResponse<T>>;
}

export function apiClient(baseUrl: string, token: string | null = null): ApiClient {
  return {
    token,
    async request<T>(method: string, path: string, body?: unknown): Promise<ApiResponse<T>> {
      const headers: Record<string, string> = {};
      if (token) headers.authorization = `Bearer ${token}`;
      if (body !== undefined) headers['content-type'] = 'application/json';
      const response = await fetch(`${baseUrl}/api${path}`, {
        method,
        headers,
        body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
      });
      const text = await response.text();
      let parsed: unknown = text;
      try {
        parsed = text ? JSON.parse(text) : null;
      } catch {
        // not JSON: keep the text
      }
      return { status: response.status, body: parsed as T };
    },
  };
}

/** Signs the member in through the LinkedIn stand-in and returns their API client. */
export async function signedInClient(baseUrl: string, member: Member): Promise<ApiClient> {
  const tokens = await signInThroughStandIn(baseUrl, member);
  const client = apiClient(baseUrl, tokens.id_token);
  await client.request('GET', '/me');
  return client;
}
