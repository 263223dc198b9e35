// The credential kept in a proof's public view (core/data/read-models/public-credential.ts), against DynamoDB
// Local: the page shows what was issued, a revocation marks it, and nothing shows a revoked
// credential active again: not a repair or data migration holding an older read, not a revocation
// of an earlier credential, not the proof leaving the public pages and coming back.
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { db, tableName } from '../../../core/data/plumbing/client';
import { publicViewKeys as keys } from '../../../core/data/read-models/keys';
import { markPublicCredentialRevoked, publicCredentialSet, refreshPublicCredential } from '../../../core/data/read-models/public-credential';
import { getPublicProofView, publicViewItems } from '../../../core/data/read-models/public-read-model';
import { transactWrite } from '../../../core/data/plumbing/transact';
import { startTestTable, type TestTable } from '../../support/dynamodb';
import { makeValidation } from '../../support/factories/cosignature';
import { makeProfile } from '../../support/factories/profile';
import { makeProof } from '../../support/factories/proof';
import { uid } from '../../support/factories/uid';

let table: TestTable;
beforeAll(async () => {
  table = await startTestTable('public-credential');
});
afterAll(async () => {
  await table?.stop();
});

let numbers = 0;
const owner = makeProfile({ displayName: 'Vera Viewer' });

/** A public proof whose view the proof's own transaction wrote (no credential yet); its number. */
async function publicProof(): Promise<{ proofNumber: string; hide: () => Promise<void>; show: () => Promise<void> }> {
  numbers += 1;
  const proofNumber = `PJ-CRED${String(numbers).padStart(2, '0')}`;
  const proof = makeProof({ ownerUserId: owner.id, title: 'Credential view', proofNumber, verified: true, status: 'published', visibility: 'public', publishedAt: '2026-01-01T00:00:00.000Z' });
  const approval = makeValidation({ id: uid(), recognitionId: proof.id, inviteeEmail: 'peer@acme.com', role: 'peer' }, { contentHash: proof.contentHash, validatorEmail: 'peer@acme.com' });
  const write = (hiddenAt: string | null) => transactWrite(publicViewItems({ proof: { ...proof, hiddenAt }, owner, validations: [approval] }));
  await write(null);
  return { proofNumber, hide: () => write('2026-02-01T00:00:00.000Z'), show: () => write(null) };
}

const issued = () => ({ credentialId: randomUUID(), issuedAt: '2026-03-01T10:00:00Z', revokedAt: null });
const shown = async (proofNumber: string) => {
  const answer = (await getPublicProofView(proofNumber))?.answer;
  return answer?.state === 'verified' ? answer.credential : undefined;
};

describe('the credential in a proof\'s public view', () => {
  it('shows the credential issued, then revoked with its time', async () => {
    const { proofNumber } = await publicProof();
    expect(await shown(proofNumber)).toBeNull();
    const credential = issued();
    await transactWrite({ publicCredential: publicCredentialSet(proofNumber, credential) });
    expect(await shown(proofNumber)).toMatchObject({ credentialId: credential.credentialId, status: 'active', revokedAt: null, url: expect.stringContaining(`/api/public/credentials/${credential.credentialId}`) });
    await markPublicCredentialRevoked(proofNumber, { ...credential, revokedAt: '2026-03-02T10:00:00.000Z' });
    expect(await shown(proofNumber)).toMatchObject({ credentialId: credential.credentialId, status: 'revoked', revokedAt: '2026-03-02T10:00:00.000Z' });
  });

  it('is never shown active again by a repair holding a read from before the revocation', async () => {
    const { proofNumber } = await publicProof();
    const credential = issued();
    await transactWrite({ publicCredential: publicCredentialSet(proofNumber, credential) });
    await markPublicCredentialRevoked(proofNumber, { ...credential, revokedAt: '2026-03-02T10:00:00.000Z' });
    await refreshPublicCredential(proofNumber, credential);
    expect(await shown(proofNumber)).toMatchObject({ status: 'revoked', revokedAt: '2026-03-02T10:00:00.000Z' });
  });

  it('is marked revoked even before the migration filled it in, and the migration then leaves it', async () => {
    const { proofNumber } = await publicProof();
    const credential = issued();
    await markPublicCredentialRevoked(proofNumber, { ...credential, revokedAt: '2026-03-02T10:00:00.000Z' });
    await refreshPublicCredential(proofNumber, credential);
    expect(await shown(proofNumber)).toMatchObject({ credentialId: credential.credentialId, status: 'revoked' });
  });

  it('leaves a later credential alone when an earlier one is revoked, and a repair fills in a missing one', async () => {
    const { proofNumber } = await publicProof();
    const earlier = issued();
    const later = issued();
    await transactWrite({ publicCredential: publicCredentialSet(proofNumber, later) });
    await markPublicCredentialRevoked(proofNumber, { ...earlier, revokedAt: '2026-03-02T10:00:00.000Z' });
    await refreshPublicCredential(proofNumber, earlier);
    expect(await shown(proofNumber)).toMatchObject({ credentialId: later.credentialId, status: 'active' });

    const other = await publicProof();
    await db().send(new UpdateCommand({ TableName: tableName(), Key: keys.publicProofView(other.proofNumber), UpdateExpression: 'REMOVE credential' }));
    await refreshPublicCredential(other.proofNumber, later);
    expect(await shown(other.proofNumber)).toMatchObject({ credentialId: later.credentialId, status: 'active' });
  });

  it('is written once a proof\'s transaction on the same item has let go (a conflict is tried again)', async () => {
    const { proofNumber } = await publicProof();
    const credential = issued();
    await transactWrite({ publicCredential: publicCredentialSet(proofNumber, credential) });
    const client = db();
    const send = client.send.bind(client);
    let conflicts = 0;
    const spy = vi.spyOn(client, 'send').mockImplementation(((command: object) => {
      if (command instanceof UpdateCommand && conflicts < 2) {
        conflicts += 1;
        return Promise.reject(Object.assign(new Error('conflict'), { name: 'TransactionConflictException' }));
      }
      return send(command as never);
    }) as typeof client.send);
    try {
      await markPublicCredentialRevoked(proofNumber, { ...credential, revokedAt: '2026-03-02T10:00:00.000Z' });
    } finally {
      spy.mockRestore();
    }
    expect(conflicts).toBe(2);
    expect(await shown(proofNumber)).toMatchObject({ status: 'revoked' });
  });

  it('stays while the proof is off the public pages, and shows again with it', async () => {
    const proof = await publicProof();
    const credential = issued();
    await transactWrite({ publicCredential: publicCredentialSet(proof.proofNumber, credential) });
    await proof.hide();
    expect(await getPublicProofView(proof.proofNumber)).toBeNull();
    await proof.show();
    expect(await shown(proof.proofNumber)).toMatchObject({ credentialId: credential.credentialId, status: 'active' });
  });
});
