// /credentials/verify: anyone pastes a credential (JSON) or uploads a badge image with one baked
// in, and sees its signature, issuer, validity, revocation and endorsements checked in plain
// words. The image is read here (its iTXt chunk); the checks run on the server, with the same
// libraries a wallet uses, so this page stays light.
import { useId, useState, type ChangeEvent, type FormEvent } from 'react';
import type { CredentialCheck, VerificationReport } from '../../../domain/api/credentials';
import { credentialRoutes } from '../../../domain/api/routes/credentials';
import { credentials as text } from '../../../domain/messages/credentials';
import { readBakedCredential } from '../../../domain/rules/png-itxt';
import { buttonSizes, primaryButton } from '../../components/button-styles';
import { FormProblem } from '../../components/form/FormProblem';
import { CheckCircleIcon, WarningIcon, XCircleIcon } from '../../components/icons';
import { apiFetch, callRoute } from '../../lib/api';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { PublicLayout } from './PublicLayout';

const CHECK_TITLES: Record<CredentialCheck['check'], string> = {
  signature: 'Signature',
  issuer: 'Issuer',
  validity: 'Validity',
  revocation: 'Revocation',
  endorsements: 'Endorsements',
};

function parseCredential(pasted: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(pasted);
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

export default function VerifyCredentialPage() {
  useDocumentTitle(text.verifyHeading);
  const ids = useId();
  const [pasted, setPasted] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [report, setReport] = useState<VerificationReport | null>(null);
  const [checking, setChecking] = useState(false);

  const check = async (credential: Record<string, unknown> | null) => {
    setReport(null);
    if (!credential) {
      setProblem(text.notACredential);
      return;
    }
    setProblem(null);
    setChecking(true);
    try {
      setReport(await callRoute(apiFetch, credentialRoutes.VerifyCredential, { body: { credential } }));
    } catch (error) {
      setProblem(error instanceof Error ? error.message : text.notACredential);
    } finally {
      setChecking(false);
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void check(parseCredential(pasted));
  };

  const upload = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    if (!file) return;
    const bytes = new Uint8Array(await file.arrayBuffer());
    const baked = readBakedCredential(bytes);
    const json = baked ?? new TextDecoder().decode(bytes);
    if (baked === null && file.type === 'image/png') {
      setReport(null);
      setProblem(text.noCredentialInImage);
      return;
    }
    setPasted(json);
    void check(parseCredential(json));
  };

  return (
    <PublicLayout width="md">
      <h1 className="text-3xl font-bold text-slate-900">{text.verifyHeading}</h1>
      <p className="mt-2 text-slate-600">Paste a credential, or upload its .json file or a badge image with the credential baked in.</p>
      <form onSubmit={submit} noValidate className="mt-6 space-y-4 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
        <div>
          <label htmlFor={`${ids}-json`} className="text-sm font-semibold text-slate-900">
            Credential (JSON)
          </label>
          <textarea
            id={`${ids}-json`}
            value={pasted}
            onChange={(event) => setPasted(event.target.value)}
            rows={8}
            spellCheck={false}
            aria-describedby={problem ? `${ids}-problem` : undefined}
            aria-invalid={problem ? true : undefined}
            className="mt-2 block w-full rounded-lg border border-slate-300 px-3 py-2 font-mono text-xs text-slate-900 focus:border-blue-600 focus:outline-none focus-visible:ring-2 focus-visible:ring-blue-600"
          />
        </div>
        <div>
          <label htmlFor={`${ids}-file`} className="text-sm font-semibold text-slate-900">
            Or upload a file (.json or .png)
          </label>
          <input
            id={`${ids}-file`}
            type="file"
            accept=".json,application/json,.png,image/png"
            onChange={(event) => void upload(event)}
            className="mt-2 block w-full text-sm text-slate-700 file:mr-3 file:rounded-lg file:border-0 file:bg-slate-100 file:px-3 file:py-1.5 file:font-medium focus-visible:ring-2 focus-visible:ring-blue-600"
          />
        </div>
        <FormProblem id={`${ids}-problem`} problem={problem} />
        <button type="submit" disabled={checking} className={`${primaryButton} ${buttonSizes.md}`}>
          {checking ? 'Checking...' : 'Check credential'}
        </button>
      </form>
      {report && <Report report={report} />}
    </PublicLayout>
  );
}

function Report({ report }: { report: VerificationReport }) {
  return (
    <section aria-labelledby="verification-result" aria-live="polite" className="mt-6 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
      <h2 id="verification-result" className={`text-xl font-bold ${report.verified ? 'text-green-900' : 'text-red-900'}`}>
        {report.verified ? 'This credential is valid' : 'This credential does not check out'}
      </h2>
      {(report.name || report.proofNumber) && (
        <p className="mt-1 text-sm text-slate-700">
          {report.name}
          {report.proofNumber ? ` (proof ${report.proofNumber})` : ''}
          {report.issuerName ? `, issued by ${report.issuerName}` : ''}
        </p>
      )}
      <ul className="mt-4 space-y-3">
        {report.checks.map((check) => (
          <li key={check.check} className="flex items-start gap-3">
            {check.passed === true ? (
              <CheckCircleIcon className="mt-0.5 h-5 w-5 shrink-0 text-green-700" />
            ) : check.passed === false ? (
              <XCircleIcon className="mt-0.5 h-5 w-5 shrink-0 text-red-700" />
            ) : (
              <WarningIcon className="mt-0.5 h-5 w-5 shrink-0 text-slate-500" />
            )}
            <p className="text-sm text-slate-800">
              <span className="font-semibold">
                {CHECK_TITLES[check.check]}: {check.passed === true ? 'passed' : check.passed === false ? 'failed' : 'not applicable'}.
              </span>{' '}
              {check.message}
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}
