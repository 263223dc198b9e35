// The stand-in's own "signed in to LinkedIn" cookie (LinkedIn's is li_at), shared by the
// sign-in flow and the posting authorization, so a member who signed in once is not asked again.
// Stateless: `sub.issuedAt.hmac`, signed with the stand-in's cookie key; 14 days.
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';

export const SESSION_COOKIE = 'li_at';
const MAX_AGE_SECONDS = 14 * 24 * 60 * 60;

export class MemberSessions {
  readonly #key: string;
  readonly #path: string;

  constructor(key: string, path: string) {
    this.#key = key;
    this.#path = path;
  }

  #sign(payload: string): string {
    return createHmac('sha256', this.#key).update(payload).digest('base64url');
  }

  /** The signed-in member's sub, or null. */
  read(req: IncomingMessage): string | null {
    const cookie = (req.headers.cookie ?? '')
      .split(';')
      .map((part) => part.trim())
      .find((part) => part.startsWith(`${SESSION_COOKIE}=`));
    if (!cookie) return null;
    const [sub, issuedAt, signature] = cookie.slice(SESSION_COOKIE.length + 1).split('.');
    if (!sub || !issuedAt || !signature) return null;
    const expected = Buffer.from(this.#sign(`${sub}.${issuedAt}`));
    const given = Buffer.from(signature);
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
    if (Date.now() / 1000 - Number(issuedAt) > MAX_AGE_SECONDS) return null;
    return sub;
  }

  /** Adds the Set-Cookie header that signs `sub` in (kept alongside any other cookies). */
  signIn(res: ServerResponse, sub: string): void {
    const payload = `${sub}.${Math.floor(Date.now() / 1000)}`;
    this.#append(res, `${SESSION_COOKIE}=${payload}.${this.#sign(payload)}; Path=${this.#path}; Max-Age=${MAX_AGE_SECONDS}; HttpOnly; SameSite=Lax`);
  }

  signOut(res: ServerResponse): void {
    this.#append(res, `${SESSION_COOKIE}=; Path=${this.#path}; Max-Age=0; HttpOnly; SameSite=Lax`);
  }

  #append(res: ServerResponse, cookie: string): void {
    const existing = res.getHeader('set-cookie');
    const list = Array.isArray(existing) ? existing : typeof existing === 'string' ? [existing] : [];
    res.setHeader('set-cookie', [...list, cookie]);
  }
}
