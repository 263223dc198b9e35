// Loads the demo portfolio (DEMO_USERNAME) into an empty table, through the same services a real
// owner and real validators go through: proofs created and published by the proof service, each
// approval recorded by the decision service (so proof numbers, scores, seals, approvals and the
// audit trail are the product's own). The local runtime calls it at start; the cloud never does.
// Idempotent: it does nothing once the username exists. The profile is written last, so a start
// interrupted half-way leaves only invisible proofs and the next start seeds again.
import { randomUUID } from 'node:crypto';
import type { Proof, SessionUser } from '../../domain/entities';
import { projectFormSchema } from '../../domain/project-form';
import { clock } from '../clock';
import { AlreadyExistsError } from '../data/plumbing/errors';
import { createProfile, getProfileByUsername } from '../data/profiles/profiles';
import { refreshOwnerPublicViews } from '../data/read-models/public-refresh';
import { newProfile } from '../identity/new-profile';
import { createValidationRequests } from '../data/validation-requests/validation-requests';
import { publishProof } from '../proofs/proof-changes';
import { createProof } from '../proofs/proof-service';
import { decide } from '../validation/decisions';
import { prepareValidationRequest } from '../validation/invitations';
import { DEMO_PROFILE, DEMO_PROJECTS, type DemoProject, type DemoValidator } from './demo-content';

export type SeedResult = 'created' | 'exists';

const USER_AGENT = 'Provenly demo data';

/** A manager signs in with LinkedIn before approving: this is who they are. */
function validatorIdentity(validator: DemoValidator): SessionUser {
  const [givenName = null, familyName = null] = validator.name.split(' ');
  const id = `demo-${validator.email.split('@')[0]!.replace(/[^a-z0-9]/g, '-')}`;
  return { sub: id, id, email: validator.email, emailVerified: true, name: validator.name, givenName, familyName, preferredUsername: null, picture: null, headline: null, provider: 'linkedin', linkedinMemberId: id, authTime: null, issuedAt: null };
}

/** Invitations and approvals through the decision service, then the owner publishes. */
async function validateAndPublish(ownerUserId: string, proof: Proof, project: DemoProject): Promise<void> {
  const prepared = project.validators.map((validator) => prepareValidationRequest(proof, ownerUserId, validator, clock.now()));
  await createValidationRequests({ ownerUserId, recognitionId: proof.id, requests: prepared.map(({ request }) => request) });
  for (const [index, validator] of project.validators.entries()) {
    const identity = validator.role === 'manager' ? validatorIdentity(validator) : null;
    // The manager, signed in with LinkedIn, agrees to be named: the demo shows a named co-signer beside masked ones.
    const decision = { decision: 'approved' as const, comment: validator.comment, contentHash: proof.contentHash, nameInCredential: identity !== null };
    await decide(prepared[index]!.token, decision, { identity, userAgent: USER_AGENT, mails: false });
  }
  await publishProof(ownerUserId, proof.id);
}

export async function seedDemo(): Promise<SeedResult> {
  if (await getProfileByUsername(DEMO_PROFILE.username)) return 'exists';
  const ownerUserId = randomUUID();
  // Created one after another (their order is the portfolio's), then validated side by side.
  const proofs: Proof[] = [];
  for (const project of DEMO_PROJECTS) proofs.push(await createProof(ownerUserId, projectFormSchema.parse(project.content)));
  await Promise.all(DEMO_PROJECTS.map((project, index) => validateAndPublish(ownerUserId, proofs[index]!, project)));
  try {
    await createProfile(newProfile({ id: ownerUserId, ...DEMO_PROFILE, avatarUrl: null, email: null }));
  } catch (error) {
    if (error instanceof AlreadyExistsError && error.what === 'username') return 'exists';
    throw error;
  }
  // The proofs were published before their owner existed: their public views follow the profile.
  await refreshOwnerPublicViews(ownerUserId);
  return 'created';
}
