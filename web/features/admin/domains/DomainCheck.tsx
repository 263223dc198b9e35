// Try the company-domain check as it runs now: an address at an organisation, its level and
// score, and which registry entry (if any) decided it.
import { useId, useState, type FormEvent } from 'react';
import { validatorTrustLevelLabel } from '../../../../domain/rules/validator-trust-level';
import { buttonSizes, secondaryButton } from '../../../components/button-styles';
import { useDomainCheck, type DomainCheckQuestion } from '../api/domains';
import { LoadError } from '../kit/LoadError';
import { TextField } from '../kit/TextField';

export function DomainCheck() {
  const id = useId();
  const [email, setEmail] = useState('');
  const [orgName, setOrgName] = useState('');
  const [asked, setAsked] = useState<DomainCheckQuestion | null>(null);
  const check = useDomainCheck(asked);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setAsked({ email: email.trim(), orgName: orgName.trim() });
  };
  return (
    <div className="mt-3 space-y-3">
      <form className="grid gap-3 sm:grid-cols-[1fr_1fr_auto] sm:items-end" onSubmit={submit}>
        <TextField id={`${id}-email`} type="email" label="Validator’s e-mail" value={email} onChange={setEmail} placeholder="sailor@navy.mil" />
        <TextField id={`${id}-org`} label="Organisation on the proof" value={orgName} onChange={setOrgName} placeholder="US Navy" />
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
