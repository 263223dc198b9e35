// The operations console's part of the security fixture, made through the API: organisations of
// the domain registry (one the matrix edits, one it removes), and a mail that failed to send
// (the mail stand-in was off) for the matrix to retry: a moderation notice, since a mail with a
// private link (an invitation) is never sent again.
import type { Organisation } from '../../../domain/api/admin/domains';
import type { MailPage } from '../../../domain/api/admin/emails';
import type { ApiClient } from '../../support/api-client';
import { proofContent } from '../../support/factories/proof-content';

export interface OpsFixture {
  readonly organisationToEdit: string;
  readonly organisationToRemove: string;
  readonly failedMailId: string;
}

/** Turns the local mail stand-in off or on (POST /__local/ses). */
export async function setMailAvailable(runtimeUrl: string, available: boolean): Promise<void> {
  const answer = await fetch(`${runtimeUrl}/__local/ses`, { method: 'POST', body: JSON.stringify({ available }) });
  if (!answer.ok) throw new Error(`Switching the mail stand-in answered ${answer.status}`);
}

export async function buildOpsFixture(runtimeUrl: string, people: { admin: ApiClient; other: ApiClient }): Promise<OpsFixture> {
  const { admin, other } = people;
  const add = async (name: string, domain: string) => {
    const added = await admin.request<Organisation>('POST', '/admin/domains', { name, exactDomains: [domain], reason: 'Security fixture' });
    if (added.status !== 201) throw new Error(`Adding ${name} to the registry answered ${added.status}: ${JSON.stringify(added.body)}`);
    return added.body.id;
  };

  // The admin hides another member's draft while mail is down: the notice to its owner fails.
  const proof = (await other.request<{ id: string }>('POST', '/proofs', proofContent({ title: 'Mail outage proof' }))).body;
  await setMailAvailable(runtimeUrl, false);
  try {
    const hidden = await admin.request('POST', `/admin/recognitions/${proof.id}/hide`, { reason: 'Hidden by the security fixture.' });
    if (hidden.status !== 200) throw new Error(`Hiding during the outage answered ${hidden.status}: ${JSON.stringify(hidden.body)}`);
  } finally {
    await setMailAvailable(runtimeUrl, true);
  }
  const failed = (await admin.request<MailPage>('GET', '/admin/emails?status=failed')).body.items.find((mail) => mail.template === 'proof-hidden' && mail.notRetryable === null);
  if (!failed) throw new Error('The failed moderation mail is not on the Emails page');

  return {
    organisationToEdit: await add('Fixture Edited Organisation', 'fixture-edited.example'),
    organisationToRemove: await add('Fixture Removed Organisation', 'fixture-removed.example'),
    failedMailId: failed.id,
  };
}
