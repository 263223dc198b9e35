// Try the company-domain check as it runs now: an address at an organisation, its level and
// score, and which registry entry (if any) decided it.
import { useId, useState, type FormEvent } from 'react';
import type { DomainCheckAnswer } from '../../../../domain/api/admin/domains';
import { validatorTrustLevelLabel } from '../../../../domain/rules/validator-trust-level';
import { buttonSizes, secondaryButton } from '../../../components/button-styles';
import { LoadError } from '../ops/AdminPage';
import { useAdminQuery } from '../ops/admin-api';
import { input, label } from '../ops/styles';

export function DomainCheck() {
  const id = useId();
  const [email, setEmail] = useState('');
  const [orgName, setOrgName] = useState('');
  const [asked, setAsked] = useState<{ email: string; orgName: string } | null>(null);
  const check = useAdminQuery<DomainCheckAnswer>(
    ['domains', 'check', asked],
    `/domain-check?email=${encodeURIComponent(asked?.email ?? '')}&orgName=${encodeURIComponent(asked?.orgName ?? '')}`,
    asked !== null,
  );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setAsked({ email: email.trim(), orgName: orgName.trim() });
  };
  return (
    <div className="mt-3 space-y-3">
      <form className="grid gap-3 sm:grid-cols-[1fr_1fr_auto] sm:items-end" onSubmit={submit}>
        <div>
          <label htmlFor={`${id}-email`} className={label}>
            Validator’s e-mail
          </label>
          <input id={`${id}-email`} type="email" className={input} value={email} onChange={(event) => setEmail(event.target.value)} placeholder="sailor@navy.mil" />
        </div>
        <div>
          <label htmlFor={`${id}-org`} className={label}>
            Organisation on the proof
          </label>
          <input id={`${id}-org`} className={input} value={orgName} onChange={(event) => setOrgName(event.target.value)} placeholder="US Navy" />
        </div>
        <button type="submit" className={`${secondaryButton} ${buttonSizes.md}`} disabled={!email.trim() || !orgName.trim()}>
          Check
        </button>
      </form>
      <div role="status">
        {check.data ? (
          <p className="text-sm text-slate-800">
            Level {check.data.trustLevel}, {validatorTrustLevelLabel(check.data.trustLevel)}: {check.data.trustScore}/100 ({check.data.matchType}).{' '}
            {check.data.organisation ? `Decided by the registry entry ${check.data.organisation.name}.` : 'No registry entry: decided by the name check.'}
          </p>
        ) : null}
      </div>
      {check.isError ? <LoadError error={check.error} /> : null}
    </div>
  );
}
