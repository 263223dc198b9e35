// A credential as the owner's card and the public proof page show it: its links (its URL is its
// id, fixed when it was issued) and whether it is revoked.
import type { CredentialView } from '../../domain/api/credentials';
import { config } from '../config';
import type { CredentialRecord } from '../data/credentials/credentials';
import { bakedCredentialUrl, credentialUrl } from './urls';

const VERIFIER_PLUS = 'https://verifierplus.org/#verify?vc=';

/** `revoked` defaults to what the record says; a caller that read the status bits passes them. */
export function credentialViewOf(record: Pick<CredentialRecord, 'credentialId' | 'issuedAt' | 'revokedAt'>, revoked = record.revokedAt !== null): CredentialView {
  const origin = config().publicOrigin;
  const url = credentialUrl(origin, record.credentialId);
  return {
    credentialId: record.credentialId,
    url,
    bakedUrl: bakedCredentialUrl(origin, record.credentialId),
    verifierPlusUrl: `${VERIFIER_PLUS}${url}`,
    issuedAt: record.issuedAt,
    status: revoked ? 'revoked' : 'active',
    revokedAt: record.revokedAt,
  };
}
