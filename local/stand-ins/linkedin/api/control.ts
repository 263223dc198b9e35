// Local-only controls for tests (never part of LinkedIn): inject faults, change settings, mint a
// token with any scopes (e.g. r_member_social, which the product can never obtain), and revoke a
// member's tokens as removing the app in LinkedIn's settings would.
import type { IncomingMessage, ServerResponse } from 'node:http';
import * as z from 'zod';
import { sendJson } from '../../../http/respond';
import { readJsonBody, type ApiContext } from './context';
import { faultRequest, settingsRequest } from './faults';
import { ACCESS_TOKEN_TTL_SECONDS } from './tokens';
import { personUrn } from './bearer';

const mintRequest = z.object({
  email: z.email(),
  name: z.string().trim().min(1).max(200).optional(),
  scopes: z.array(z.string().max(100)).max(20).default(['openid', 'profile', 'email', 'w_member_social']),
}).strict();

const revokeRequest = z.object({ email: z.email() }).strict();

function invalid(res: ServerResponse, error: z.ZodError): void {
  sendJson(res, 400, { message: error.issues.map((issue) => `${issue.path.join('.') || 'body'}: ${issue.message}`).join('; ') });
}

export function createControl(ctx: ApiContext) {
  async function faults(req: IncomingMessage, res: ServerResponse): Promise<void> {
    if (req.method === 'GET') return sendJson(res, 200, ctx.faults.list());
    if (req.method === 'DELETE') {
      ctx.faults.clear();
      return sendJson(res, 200, ctx.faults.list());
    }
    const parsed = faultRequest.safeParse(await readJsonBody(req));
    if (!parsed.success) return invalid(res, parsed.error);
    ctx.faults.add(parsed.data);
    sendJson(res, 201, ctx.faults.list());
  }

  async function settings(req: IncomingMessage, res: ServerResponse): Promise<void> {
    if (req.method !== 'GET') {
      const parsed = settingsRequest.safeParse(await readJsonBody(req));
      if (!parsed.success) return invalid(res, parsed.error);
      Object.assign(ctx.settings, parsed.data);
    }
    sendJson(res, 200, ctx.settings);
  }

  async function mint(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const parsed = mintRequest.safeParse(await readJsonBody(req));
    if (!parsed.success) return invalid(res, parsed.error);
    const { email, scopes } = parsed.data;
    const existing = ctx.members.findByEmail(email);
    const member = existing ?? ctx.members.upsert({ email, name: parsed.data.name ?? email.split('@')[0]!, headline: null });
    const { token, record } = ctx.tokens.issueAccessToken({ memberSub: member.sub, clientId: ctx.client.clientId, scopes });
    sendJson(res, 201, { access_token: token, expires_in: ACCESS_TOKEN_TTL_SECONDS, scope: record.scopes.join(','), sub: member.sub, person: personUrn(member.sub) });
  }

  async function revoke(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const parsed = revokeRequest.safeParse(await readJsonBody(req));
    if (!parsed.success) return invalid(res, parsed.error);
    const member = ctx.members.findByEmail(parsed.data.email);
    sendJson(res, 200, { revoked: member ? ctx.tokens.revokeMember(member.sub) : 0 });
  }

  return { faults, settings, mint, revoke };
}
