import * as z from 'zod';
import { portal } from '../messages/portal';

/** A validation link's token: 32 random bytes, base64url (43 characters). */
export const validationTokenSchema = z.string({ error: portal.invalidOrExpiredLink }).regex(/^[A-Za-z0-9_-]{43}$/, { error: portal.invalidOrExpiredLink });

export const tokenBodySchema = z.object({ token: validationTokenSchema });
