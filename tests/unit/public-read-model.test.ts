// The public read model never holds what is not public: for every combination of the states that
// decide visibility, the items written with a proof's change put its content only when the proof
// is verified, published, public, not hidden, approved for its current content and its owner shown.
import { describe, expect, it } from 'vitest';
import { publicViewItems, portfolioProfileItem } from '../../core/data/read-models/public-read-model';
import type { Proof } from '../../domain/entities';
import { makeValidation } from '../support/factories/cosignature';
import { makeProfile } from '../support/factories/profile';
import { makeProof } from '../support/factories/proof';
import { uid } from '../support/factories/uid';

const SECRET_TITLE = 'Title nobody approved';

const owner = makeProfile({ displayName: 'Olive Owner' });
const base = makeProof({ ownerUserId: owner.id, title: SECRET_TITLE, proofNumber: 'PJ-7KQ2MX' });
const approval = (contentHash: string, withdrawnAt: string | null = null) =>
  makeValidation({ id: uid(), recognitionId: base.id, inviteeEmail: 'jane.doe@acme.com', role: 'peer' }, { contentHash, withdrawnAt, validatorEmail: 'jane.doe@acme.com' });

type Case = { recognition: Proof; approvals: ReturnType<typeof approval>[]; suspended: boolean };

function* cases(): Generator<Case> {
  for (const verified of [true, false])
    for (const status of ['draft', 'pending', 'pending_validation', 'published'] as const)
      for (const visibility of ['public', 'private'] as const)
        for (const hiddenAt of [null, '2026-01-01T00:00:00.000Z'])
          for (const publishedAt of [null, '2026-01-01T00:00:00.000Z'])
            for (const approvals of [[approval(base.contentHash)], [approval('0'.repeat(64))], [approval(base.contentHash, '2026-01-02T00:00:00.000Z')], []])
              for (const suspended of [false, true]) yield { recognition: { ...base, verified, status, visibility, hiddenAt, publishedAt }, approvals, suspended };
}

/** The answer a proof's view item sets; undefined when the item clears the view. */
const answerSet = (items: ReturnType<typeof publicViewItems>) => items.publicProof?.Update?.ExpressionAttributeValues?.[':answer'] as { state: string } | undefined;

/**
 * What the views show: each co-signer's element also carries the address it is sealed under
 * (core/data/personal-data/sealed-types.ts), which the readers drop.
 */
const shownText = (items: ReturnType<typeof publicViewItems>) => JSON.stringify(items, (key, value: unknown) => (key === 'cosignerAddress' ? undefined : value));

const isPublic = ({ recognition: r, approvals, suspended }: Case) =>
  r.verified && r.status === 'published' && r.visibility === 'public' && !r.hiddenAt && !suspended && approvals.some((a) => a.contentHash === r.contentHash && !a.withdrawnAt);

describe('publicViewItems', () => {
  it('puts a proof\'s content in the model only when it is public, and removes it otherwise', () => {
    let seen = 0;
    for (const current of cases()) {
      seen += 1;
      const items = publicViewItems({ proof: current.recognition, owner: current.suspended ? { ...owner, suspendedAt: '2026-01-01T00:00:00.000Z' } : owner, validations: current.approvals });
      const text = shownText(items);
      const label = JSON.stringify({ ...current.recognition, approvals: current.approvals.map((a) => [a.contentHash.slice(0, 1), a.withdrawnAt]), suspended: current.suspended });
      if (isPublic(current)) {
        expect(answerSet(items), label).toMatchObject({ state: 'verified', proof: { title: SECRET_TITLE } });
        expect(items.publicProject?.Put, label).toBeDefined();
        expect(items.publicPortfolio?.Put, label).toBeDefined();
        // Masked e-mail addresses only; no hashes or owner id.
        expect(text, label).not.toContain('jane.doe@');
        expect(text, label).not.toContain(base.contentHash);
      } else {
        expect(text, label).not.toContain(SECRET_TITLE);
        expect(items.publicProject?.Delete, label).toBeDefined();
        expect(items.publicPortfolio?.Delete, label).toBeDefined();
        const answer = answerSet(items);
        if (answer) expect(answer.state, label).toBe('awaiting-revalidation');
        else expect(items.publicProof?.Update?.UpdateExpression, label).toMatch(/REMOVE #answer, #recognitionId, #card, #imageVersion, #ownerUserId$/);
      }
    }
    expect(seen).toBe(2 * 4 * 2 * 2 * 2 * 4 * 2);
  });

  it('never writes or removes the credential kept in the proof\'s view (its own changes write it)', () => {
    for (const current of cases()) {
      const items = publicViewItems({ proof: current.recognition, owner, validations: current.approvals });
      expect(items.publicProof?.Put).toBeUndefined();
      expect(items.publicProof?.Delete).toBeUndefined();
      expect(JSON.stringify(items.publicProof?.Update?.ExpressionAttributeNames)).not.toContain('credential');
    }
  });

  it('names a co-signer only when they signed in with LinkedIn and agreed to be named, in every view that lists co-signers', () => {
    const proof = { ...base, verified: true, status: 'published' as const, visibility: 'public' as const, hiddenAt: null };
    const signer = (name: string, email: string) => ({ linkedinSub: `li-${name}`, name, email, emailVerified: true });
    const cosigned = (email: string, overrides: Partial<ReturnType<typeof approval>>) => ({ ...approval(base.contentHash), validatorEmail: email, ...overrides });
    const items = publicViewItems({
      proof,
      owner,
      validations: [
        cosigned('nora@acme.com', { signer: signer('Nora Named', 'nora@acme.com'), nameInCredential: true }),
        cosigned('quinn@gmail.com', { signer: signer('Quinn Quiet', 'quinn@gmail.com'), nameInCredential: false }),
        cosigned('lee@acme.com', { signer: null, nameInCredential: true }),
      ],
    });
    const lookup = answerSet(items) as unknown as { validations: { name: string | null; validatorEmail: string }[] };
    const project = items.publicProject?.Put?.Item as { answer: { validations: unknown } };
    const shown = lookup.validations.map(({ name, validatorEmail }) => [validatorEmail, name]).sort();
    expect(shown).toEqual([
      ['l***@acme.com', null],
      ['n***@acme.com', 'Nora Named'],
      ['q***@gmail.com', null],
    ]);
    expect(project.answer.validations).toEqual(lookup.validations);
    // Each is sealed under its co-signer's own key, named by the address the invitation went to.
    expect((lookup.validations as unknown as { cosignerAddress: string }[]).map((validation) => validation.cosignerAddress).sort()).toEqual(['lee@acme.com', 'nora@acme.com', 'quinn@gmail.com']);
    const text = shownText(items);
    expect(text).not.toContain('Quinn Quiet');
    expect(text).not.toContain('nora@');
  });

  it('writes nothing for a proof that never had a number', () => {
    expect(publicViewItems({ proof: { ...base, proofNumber: null }, owner, validations: [] })).toEqual({});
  });

  it('keeps a suspended owner\'s portfolio out of the model', () => {
    expect(portfolioProfileItem(owner).Put?.Item).toMatchObject({ profile: { displayName: 'Olive Owner' } });
    expect(portfolioProfileItem({ ...owner, suspendedAt: '2026-01-01T00:00:00.000Z' }).Delete).toBeDefined();
  });
});
