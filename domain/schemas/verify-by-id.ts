// The id of /verify/{id}: trimmed, upper-cased, in the Provenly ID format.
import * as z from 'zod';
import { verifyById } from '../messages/public-pages';
import { normaliseVerifyId } from '../rules/provenly-id';

export const provenlyIdSchema = z
  .string({ error: verifyById.invalidId })
  .transform((raw, ctx) => {
    const result = normaliseVerifyId(raw);
    if (result.ok) return result.id;
    ctx.addIssue({ code: 'custom', message: result.message });
    return z.NEVER;
  });

export const verifyByIdParamsSchema = z.object({ productId: provenlyIdSchema });
