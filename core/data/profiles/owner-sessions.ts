// Where a person used the product lately, to tell a co-signature made from their own browser, or
// their own network, apart (core/validation/decision-signals.ts). Kept as hashes salted with the
// user's id, never the address or the browser's id itself: at most MAX_SESSIONS entries of the
// last SESSION_MEMORY_DAYS, one item per person, rewritten only when something new is seen.
import { createHash } from 'node:crypto';
import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { DAY_MS } from '../../../domain/constants';
import { clientBucketOf } from '../../../domain/rules/client-address';
import { clock } from '../../clock';
import { db, tableName } from '../plumbing/client';
import { profileItemTypes, profileKeys } from './keys';

export const MAX_SESSIONS = 20;
export const SESSION_MEMORY_DAYS = 30;
/** A place seen again within this long is not written again. */
const REFRESH_MS = 60 * 60 * 1000;

/** Where a request came from: its client address, and the id the web app keeps in its browser. */
export interface SessionOrigin {
  readonly clientIp: string | null;
  readonly device: string | null;
}

export interface SeenSession {
  readonly network: string | null;
  readonly device: string | null;
  readonly at: string;
}

const hashOf = (userId: string, what: 'network' | 'device', value: string | null): string | null =>
  value ? createHash('sha256').update(`owner-session\n${userId}\n${what}\n${value}`, 'utf8').digest('hex') : null;

/** The origin as it is stored and compared for this user. */
export const sessionHashes = (userId: string, origin: SessionOrigin): Omit<SeenSession, 'at'> => ({
  network: hashOf(userId, 'network', origin.clientIp ? clientBucketOf(origin.clientIp) : null),
  device: hashOf(userId, 'device', origin.device),
});

/** The places of the last SESSION_MEMORY_DAYS, newest first. */
export async function recentSessions(userId: string): Promise<SeenSession[]> {
  const { Item } = await db().send(new GetCommand({ TableName: tableName(), Key: profileKeys.ownerSessions(userId) }));
  const since = clock.now().getTime() - SESSION_MEMORY_DAYS * DAY_MS;
  return ((Item?.sessions as SeenSession[] | undefined) ?? []).filter((session) => Date.parse(session.at) >= since);
}

/** Remembers where the user is now; writes only when this place is new or was last seen over an hour ago. */
export async function rememberSession(userId: string, origin: SessionOrigin): Promise<void> {
  const seen = sessionHashes(userId, origin);
  if (!seen.network && !seen.device) return;
  const now = clock.now();
  const sessions = await recentSessions(userId);
  const same = (session: SeenSession) => session.network === seen.network && session.device === seen.device;
  const known = sessions.find(same);
  if (known && now.getTime() - Date.parse(known.at) < REFRESH_MS) return;
  const next = [{ ...seen, at: now.toISOString() }, ...sessions.filter((session) => !same(session))].slice(0, MAX_SESSIONS);
  await db().send(new PutCommand({ TableName: tableName(), Item: { ...profileKeys.ownerSessions(userId), type: profileItemTypes.ownerSessions, userId, sessions: next } }));
}
