// The archive's pictures: each proof's card as its owner sees it (drafts included), and each
// credential still holding its document baked into its badge. Rendered one at a time: a card is a
// few tens of milliseconds of CPU, and memory stays flat.
import type { AccountArchive } from '../../../domain/api/account-archive';
import { bakeCredential } from '../../../domain/rules/png-itxt';
import { proofTrustLevelOf } from '../../../domain/rules/proof-trust-level';
import { proofCardOf } from '../../images/proof-card';
import { renderProofCard } from '../../images/render';
import type { ArchiveImages } from './archive';

/** `onProgress` hears after each proof how many are drawn, of how many. */
export async function renderArchiveImages(archive: AccountArchive, onProgress?: (done: number, total: number) => Promise<void>): Promise<ArchiveImages> {
  const cards = new Map<string, Uint8Array>();
  const badges = new Map<string, Uint8Array>();
  let done = 0;
  for (const { proof, cosignatures, credentials } of archive.proofs) {
    const card = new Uint8Array(await renderProofCard(proofCardOf(proof, archive.profile.displayName, proofTrustLevelOf(proof, cosignatures))));
    cards.set(proof.id, card);
    for (const credential of credentials) {
      if (credential.document !== null) badges.set(credential.id, bakeCredential(card, JSON.stringify(credential.document)));
    }
    done += 1;
    await onProgress?.(done, archive.proofs.length);
  }
  return { cards, badges };
}
