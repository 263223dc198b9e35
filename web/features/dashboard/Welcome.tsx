import { PRODUCT_NAME } from '../../../domain/product';
import { dashboard as messages } from '../../../domain/messages/dashboard';
import { CopyField } from './CopyField';
import type { OwnProfile } from '../../../domain/api/me';

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

/** The greeting, the counts, and the person's shareable identity. */
export function Welcome({ profile, proofCount, verifiedCount }: { profile: OwnProfile; proofCount: number; verifiedCount: number }) {
  const firstName = profile.displayName.split(' ')[0] ?? profile.displayName;
  const verificationLink = `${window.location.origin}/verify/${profile.productId}`;
  return (
    <section aria-labelledby="welcome-title" className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
      <h1 id="welcome-title" className="text-2xl font-bold text-slate-900">
        Welcome back, {firstName}!
      </h1>
      <p className="mt-1 text-slate-600">
        You have {plural(proofCount, 'proof')}, {verifiedCount} verified.
      </p>
      <div className="mt-4 grid gap-4 sm:grid-cols-2">
        <CopyField label={`${PRODUCT_NAME} ID`} value={profile.productId} failureMessage={messages.copyProductIdFailed} />
        <CopyField label="Verification link" value={verificationLink} failureMessage={messages.copyVerificationLinkFailed} />
      </div>
    </section>
  );
}
