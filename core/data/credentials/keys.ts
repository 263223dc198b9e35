// The keys of portable credentials (docs/credentials.md): each credential by id, a proof's credential
// pointer, status lists with their index claims, and the issuer's published signing keys.
// docs/data-model.md lists the layout and the access pattern each key serves.
import { type Key, proofPartition } from '../plumbing/key-parts';

/** The item kinds of portable credentials (the `type` attribute). */
export const credentialItemTypes = {
  credential: 'Credential',
  proofCredentials: 'ProofCredentials',
  statusList: 'StatusList',
  statusIndexClaim: 'StatusIndexClaim',
  currentStatusList: 'CurrentStatusList',
  credentialKey: 'CredentialKey',
} as const;

export const credentialItemKeys = {
  credential: (credentialId: string): Key => ({ pk: `CREDENTIAL#${credentialId}`, sk: 'CREDENTIAL' }),
  proofCredentials: (proofId: string): Key => ({ pk: proofPartition(proofId), sk: 'CREDENTIALS' }),
  statusList: (listId: string): Key => ({ pk: `STATUSLIST#${listId}`, sk: 'LIST' }),
  statusIndexClaim: (listId: string, index: number): Key => ({ pk: `STATUSLIST#${listId}`, sk: `INDEX#${String(index).padStart(7, '0')}` }),
  currentStatusList: { pk: 'STATUSLISTS', sk: 'CURRENT' } as Key,
  credentialKeysPartition: 'CREDENTIAL_KEYS',
  credentialKey: (keyName: string): Key => ({ pk: 'CREDENTIAL_KEYS', sk: `KEY#${keyName}` }),
} as const;
