// Validation links carry a 256-bit random token; only its SHA-256 is stored.
import { createHash, randomBytes } from 'node:crypto';
import { config } from '../config';

export interface IssuedToken {
  readonly token: string;
  readonly tokenHash: string;
}

export const hashToken = (token: string): string => createHash('sha256').update(token, 'utf8').digest('hex');

export function issueToken(): IssuedToken {
  const token = randomBytes(32).toString('base64url');
  return { token, tokenHash: hashToken(token) };
}

export const validationLink = (token: string): string => `${config().publicOrigin}/validate/${token}`;

/** The private link to withdraw a co-signature (the web app's /withdraw/{token} page). */
export const withdrawalLink = (token: string): string => `${config().publicOrigin}/withdraw/${token}`;
