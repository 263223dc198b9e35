// Everything the LinkedIn API stand-in's handlers share, plus small request helpers.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { MemberDirectory } from '../members/accounts';
import type { MemberSessions } from '../members/member-session';
import { readBody } from '../../../http/respond';
import type { Faults, StandInSettings } from './faults';
import type { ApiState } from './state';
import type { TokenService } from './tokens';

export interface PostingClient {
  readonly clientId: string;
  readonly clientSecret: string;
  readonly clientName: string;
  /** Exact redirect URIs; when empty, any URI on the stand-in's own origin is accepted. */
  readonly redirectUris: readonly string[];
}

export type RefuseSignIn = (email: string) => Promise<string | null>;

export interface ApiContext {
  readonly origin: string;
  /** `${origin}/__local/linkedin` */
  readonly base: string;
  readonly client: PostingClient;
  readonly members: MemberDirectory;
  readonly sessions: MemberSessions;
  readonly tokens: TokenService;
  readonly faults: Faults;
  readonly state: ApiState;
  readonly settings: StandInSettings;
  readonly mediaDir: string;
  readonly refuseSignIn: RefuseSignIn;
}

export class BadBody extends Error {}

export async function readForm(req: IncomingMessage): Promise<URLSearchParams> {
  return new URLSearchParams((await readBody(req, 16 * 1024)).toString('utf8'));
}

export async function readJsonBody(req: IncomingMessage, limit = 256 * 1024): Promise<unknown> {
  const text = (await readBody(req, limit)).toString('utf8');
  try {
    return text.trim() === '' ? {} : (JSON.parse(text) as unknown);
  } catch {
    throw new BadBody('The request body must be valid JSON.');
  }
}

export function redirect(res: ServerResponse, location: string): void {
  res.writeHead(302, { location, 'cache-control': 'no-store', 'content-length': 0 });
  res.end();
}
