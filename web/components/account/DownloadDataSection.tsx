// "Download your data" (Settings, and the page a suspended person sees: their data stays theirs):
// ask for the archive of everything Provenly holds about you, see
// how far it is, and download it while it is kept. The link is made when the button is pressed and
// lives a few minutes, so the page never holds one.
import { accountClosure as closureText, archiveMessages as text } from '../../../domain/messages/data-rights';
import { buttonSizes, panel, primaryButton, secondaryButton } from '../button-styles';
import { ApiError } from '../../lib/api';
import { useArchive, useDownloadArchive, useRequestArchive } from '../../lib/server-state/archive';
import { needsSignInAgain, SignInAgain } from './SignInAgain';

const longDate = (iso: string) => new Date(iso).toLocaleString('en-US', { year: 'numeric', month: 'long', day: 'numeric', hour: 'numeric', minute: '2-digit', timeZoneName: 'short' });

export function DownloadDataSection() {
  const status = useArchive();
  const request = useRequestArchive();
  const download = useDownloadArchive();
  const archive = status.data?.archive ?? null;
  const building = archive?.state === 'building' || request.isPending;
  // One an hour, unless the last one failed: the button waits, and says until when.
  const waitUntil = archive && archive.state !== 'failed' && Date.parse(archive.nextAllowedAt) > status.dataUpdatedAt ? archive.nextAllowedAt : null;
  const signInAgain = needsSignInAgain(request.error);
  const refusal = request.error instanceof ApiError && (request.error.status === 409 || request.error.status === 429) ? request.error.message : request.isError && !signInAgain ? text.failed : null;

  const startDownload = () =>
    download.mutate(undefined, {
      onSuccess: ({ url }) => window.location.assign(url),
    });

  return (
    <section aria-labelledby="download-data-title" className={panel}>
      <h2 id="download-data-title" className="text-lg font-semibold text-slate-900">
        {text.heading}
      </h2>
      <p className="mt-1 text-sm text-slate-600">{text.intro}</p>
      <div className="mt-4 space-y-3">
        <div aria-live="polite" className="space-y-3">
          {building ? (
            <p className="text-sm text-slate-700">
              {text.preparing} {archive?.progress ? text.progress(archive.progress.done, archive.progress.total) : ''} {text.readyMail}
            </p>
          ) : archive?.state === 'ready' && archive.expiresAt ? (
            <p className="text-sm text-slate-700">{text.ready(longDate(archive.expiresAt))}</p>
          ) : archive?.state === 'failed' ? (
            <p className="text-sm text-red-800">{text.failed}</p>
          ) : null}
          {refusal && !building && <p className="text-sm text-red-800">{refusal}</p>}
          {signInAgain && !building && <p className="text-sm text-slate-800">{closureText.signInAgain}</p>}
          {download.isError && <p className="text-sm text-red-800">{text.downloadFailed}</p>}
          {waitUntil && !building && <p className="text-sm text-slate-600">{text.nextAfter(longDate(waitUntil))}</p>}
        </div>
        <div className="flex flex-wrap gap-3">
          {archive?.state === 'ready' && (
            <button type="button" onClick={startDownload} disabled={download.isPending} className={`${primaryButton} ${buttonSizes.md}`}>
              {text.download}
            </button>
          )}
          {signInAgain && !building && <SignInAgain />}
          <button type="button" onClick={() => request.mutate()} disabled={building || waitUntil !== null} className={`${archive?.state === 'ready' ? secondaryButton : primaryButton} ${buttonSizes.md}`}>
            {building ? text.preparing : text.prepare}
          </button>
        </div>
      </div>
    </section>
  );
}
