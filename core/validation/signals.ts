// Integrity signals for the admin's validations page, recorded the moment they happen: a refused
// self-validation (at the invitation, the link's opening or the decision), a link decided by an
// identity other than its addressee, co-signers who sign each other's proofs, and what a decision
// showed (core/validation/decision-signals.ts). (Withdrawals and
// expiries are recorded in the same transaction as the change itself, in core/data.) A signal that
// cannot be written is logged: the refusal or decision it describes stands.
import type { Proof, SessionUser, Validation } from '../../domain/entities';
import { recordFeedEntry } from '../data/read-models/admin-feed';
import { recordCosignPair } from '../data/validations/cosign-pairs';
import { getProfile, getProfilesByEmail } from '../data/profiles/profiles';
import { clock } from '../clock';
import { createLogger } from '../log';
import { linkedinMemberOf } from '../identity/linkedin-member';

const log = createLogger({ component: 'integrity-signals' });

async function quietly(what: string, write: () => Promise<unknown>): Promise<void> {
  try {
    await write();
  } catch (error) {
    log.error('integrity signal not recorded', { what, error });
  }
}

/** The owner tried to co-sign their own proof, or to invite one of their own addresses. */
export function recordSelfValidationRefused(input: {
  readonly proof: Pick<Proof, 'id' | 'title' | 'ownerUserId'>;
  readonly stage: 'invitation' | 'open' | 'decision';
  readonly email: string | null;
  readonly identitySub: string | null;
}): Promise<void> {
  return quietly('self_validation_refused', () =>
    recordFeedEntry({
      kind: 'self_validation_refused',
      at: clock.nowIso(),
      recognitionId: input.proof.id,
      proofTitle: input.proof.title,
      detail: { ownerUserId: input.proof.ownerUserId, stage: input.stage, email: input.email, identitySub: input.identitySub },
    }),
  );
}

/** Someone signed in as another person than the link's addressee and decided on it. */
export function recordSignedByOther(input: {
  readonly validation: Pick<Validation, 'id' | 'recognitionId' | 'validationRequestId' | 'status' | 'createdAt'>;
  readonly proofTitle: string;
  /** Whose proof: its title is sealed under the owner's key. */
  readonly ownerUserId: string;
  readonly inviteeEmail: string;
  readonly identity: SessionUser;
}): Promise<void> {
  return quietly('signed_by_other', () =>
    recordFeedEntry({
      kind: 'signed_by_other',
      id: input.validation.id,
      at: input.validation.createdAt,
      recognitionId: input.validation.recognitionId,
      proofTitle: input.proofTitle,
      detail: {
        requestId: input.validation.validationRequestId,
        decision: input.validation.status,
        ownerUserId: input.ownerUserId,
        inviteeEmail: input.inviteeEmail,
        signerEmail: input.identity.email,
        signerName: input.identity.name,
        signerSub: linkedinMemberOf(input.identity),
      },
    }),
  );
}

/** The account behind an approval: the signed-in identity's, else the one whose address the link reached. */
async function signerAccount(validation: Pick<Validation, 'validatorEmail'>, identity: SessionUser | null): Promise<string | null> {
  if (identity) return (await getProfile(identity.id)) ? identity.id : null;
  const accounts = await getProfilesByEmail(validation.validatorEmail);
  return accounts.length === 1 ? accounts[0]!.id : null;
}

/**
 * After an approval: remembers that the signer's account co-signed the owner's, and records a
 * signal when the owner has co-signed one of the signer's proofs too.
 */
export function recordCosigning(input: {
  readonly validation: Pick<Validation, 'id' | 'recognitionId' | 'validatorEmail' | 'createdAt'>;
  readonly proof: Pick<Proof, 'id' | 'title' | 'ownerUserId'>;
  readonly identity: SessionUser | null;
}): Promise<void> {
  return quietly('mutual_cosigning', async () => {
    const signer = await signerAccount(input.validation, input.identity);
    if (!signer || signer === input.proof.ownerUserId) return;
    const mutual = await recordCosignPair(signer, input.proof.ownerUserId, input.proof.id, input.validation.createdAt);
    if (!mutual) return;
    const [signerProfile, ownerProfile] = await Promise.all([getProfile(signer), getProfile(input.proof.ownerUserId)]);
    await recordFeedEntry({
      kind: 'mutual_cosigning',
      id: input.validation.id,
      at: input.validation.createdAt,
      recognitionId: input.proof.id,
      proofTitle: input.proof.title,
      detail: {
        signerUserId: signer,
        signerName: signerProfile?.displayName ?? null,
        signerUsername: signerProfile?.username ?? null,
        ownerUserId: input.proof.ownerUserId,
        ownerName: ownerProfile?.displayName ?? null,
        ownerUsername: ownerProfile?.username ?? null,
      },
    });
  });
}

/** What the integrity rules noticed about a decision (`validation.signals`), one entry per signal. */
export function recordDecisionSignals(input: {
  readonly validation: Pick<Validation, 'id' | 'recognitionId' | 'validationRequestId' | 'status' | 'createdAt' | 'validatorEmail' | 'signals'>;
  readonly proof: Pick<Proof, 'id' | 'title' | 'ownerUserId'>;
  readonly inviteeEmail: string;
}): Promise<void> {
  const signals = input.validation.signals ?? [];
  return quietly('decision signals', () =>
    Promise.all(
      signals.map((kind) =>
        recordFeedEntry({
          kind,
          id: input.validation.id,
          at: input.validation.createdAt,
          recognitionId: input.proof.id,
          proofTitle: input.proof.title,
          detail: {
            requestId: input.validation.validationRequestId,
            decision: input.validation.status,
            inviteeEmail: input.inviteeEmail,
            validatorEmail: input.validation.validatorEmail,
            ownerUserId: input.proof.ownerUserId,
          },
        }),
      ),
    ),
  );
}
