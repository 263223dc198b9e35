// A verified proof found by its number: the verdict, the summary, who validated it, and the card.
import { Link } from 'react-router-dom';
import { CheckIcon } from '../../components/icons';
import { HydrateLater } from '../../lib/hydration-turns';
import { ScoreBadge } from '../../components/proof/ScoreBadge';
import { TrustLevelMeaning } from '../../components/proof/PublicTrustLevel';
import { trustWords } from '../../../domain/messages/trust';
import { publicCopy } from '../../../domain/messages/public-copy';
import { DetailedProofCard } from './DetailedProofCard';
import { longDate, verifiedOnOf } from './format';
import type { PublicProofLookup } from '../../../domain/api/public';
import { ValidationDetails } from './ValidationDetails';
import { CredentialStatus } from './CredentialStatus';
import { VerdictPanel } from './VerdictPanel';

export function ProofResult({ result }: { result: PublicProofLookup }) {
  const { proof, owner, trustLevel, validations } = result;
  const verifiedOn = verifiedOnOf(proof);
  return (
    <div className="space-y-6">
      <VerdictPanel tone="verified" id="proof-verified" heading={publicCopy.proofVerified} icon={<CheckIcon className="h-7 w-7" />}>
        <p className="mt-0.5">{publicCopy.proofVerifiedText}</p>
        <p className="mt-2 text-sm break-words">
          <span className="font-semibold">{proof.title}</span> by{' '}
          <Link to={`/portfolio/${encodeURIComponent(owner.username)}`} className="rounded font-semibold underline underline-offset-4 hover:text-green-950">
            {owner.displayName}
          </Link>
        </p>
      </VerdictPanel>
      {/* The verdict first; the summary, the co-signers, the credential and the card in a task of their own. */}
      <HydrateLater>
        <div className="grid gap-6 lg:grid-cols-5">
          <div className="space-y-6 lg:col-span-3">
            <section aria-labelledby="proof-summary" className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
              <div className="flex items-start justify-between gap-4">
                <h2 id="proof-summary" className="text-lg font-bold text-slate-900">
                  Proof Summary
                </h2>
                {proof.proofScore !== null && <ScoreBadge score={proof.proofScore} size="lg" />}
              </div>
              <dl className="mt-4 grid gap-x-6 gap-y-4 text-sm sm:grid-cols-2">
                <Item term="Proof Number">
                  <span className="font-mono">{proof.proofNumber}</span>
                </Item>
                <Item term={trustWords.trustLevel}>
                  {trustLevel}
                  <TrustLevelMeaning level={trustLevel} className="mt-0.5" />
                </Item>
                <Item term="Organization">{proof.orgName || 'Not specified'}</Item>
                <Item term="Verified On">
                  <time dateTime={verifiedOn}>{longDate(verifiedOn)}</time>
                </Item>
              </dl>
            </section>
            <ValidationDetails validations={validations} />
            <CredentialStatus credential={result.credential} />
          </div>
          <div className="lg:col-span-2">
            <DetailedProofCard proof={{ ...proof, trustLevel }} validations={validations} />
          </div>
        </div>
      </HydrateLater>
    </div>
  );
}

function Item({ term, children }: { term: string; children: React.ReactNode }) {
  return (
    <div>
      <dt className="text-slate-500">{term}</dt>
      <dd className="mt-0.5 font-semibold break-words text-slate-900">{children}</dd>
    </div>
  );
}
