// The public URLs of credentials and status lists (lambdas/routes.ts serves them). A credential's
// id is its own URL, so anyone holding it can fetch it again.
import { isUuid } from '../../domain/rules/uuid';

export const credentialUrl = (origin: string, credentialId: string): string => `${origin}/api/public/credentials/${credentialId}`;
export const endorsementUrl = (origin: string, credentialId: string, validationId: string): string => `${credentialUrl(origin, credentialId)}/endorsements/${validationId}`;
export const bakedCredentialUrl = (origin: string, credentialId: string): string => `${credentialUrl(origin, credentialId)}/badge.png`;
export const statusListUrl = (origin: string, listId: string): string => `${origin}/api/public/status-lists/${listId}`;

/** The list id of one of this origin's status-list URLs, else null. */
export function statusListIdOfUrl(url: string, origin: string): string | null {
  const prefix = `${origin}/api/public/status-lists/`;
  if (!url.startsWith(prefix)) return null;
  const id = url.slice(prefix.length);
  return isUuid(id) ? id : null;
}

/**
 * The validations a credential's endorsements are of, in document order, from the endorsements'
 * URLs in its signed document (JSON): for credentials issued before the ids were kept beside it.
 */
export function endorsedValidationIdsIn(document: string, credentialId: string): string[] {
  const prefix = `${credentialUrl('', credentialId)}/endorsements/`;
  return ((JSON.parse(document) as { endorsement?: { id?: unknown }[] }).endorsement ?? []).flatMap((endorsement) => {
    const path = typeof endorsement.id === 'string' ? URL.parse(endorsement.id)?.pathname : undefined;
    return path?.startsWith(prefix) ? [path.slice(prefix.length)] : [];
  });
}
