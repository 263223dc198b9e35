import { useId } from 'react';
import { Link } from 'react-router-dom';
import { portal } from '../../../domain/messages/portal';
import { buttonSizes, panel, secondaryButton } from '../../components/button-styles';
import { CopyButton } from '../../components/CopyButton';
import { ExternalIcon, GlobeIcon } from '../../components/icons';

/** The public portfolio: its address to copy or open; visibility and theme settings come later. */
export function PortfolioCard({ portfolioPath }: { portfolioPath: string }) {
  const soonId = useId();
  const url = `${window.location.origin}${portfolioPath}`;
  return (
    <section aria-labelledby="portfolio-title" className={panel}>
      <div className="flex items-center justify-between gap-3">
        <h2 id="portfolio-title" className="flex items-center gap-2 font-semibold text-slate-900">
          <GlobeIcon className="h-5 w-5 text-blue-700" />
          Portfolio
        </h2>
        <span className="rounded-full border border-green-300 bg-green-50 px-2.5 py-0.5 text-xs font-semibold text-green-800">Public</span>
      </div>
      <p className="mt-1 text-sm text-slate-600">Your verified, published proofs in one place.</p>
      <p className="mt-4 rounded-md bg-slate-100 px-3 py-2 font-mono text-sm break-all text-slate-900">
        {url}
      </p>
      <div className="mt-3 flex flex-wrap gap-2">
        <CopyButton text={url} failureMessage={portal.copyLinkFailed} />
        <Link to={portfolioPath} className={`${secondaryButton} ${buttonSizes.sm}`}>
          <ExternalIcon />
          View
        </Link>
      </div>
      <div className="mt-4 border-t border-slate-100 pt-4">
        <div className="flex flex-wrap gap-2">
          <button type="button" disabled aria-describedby={soonId} className={`${secondaryButton} ${buttonSizes.sm}`}>
            Change visibility
          </button>
          <button type="button" disabled aria-describedby={soonId} className={`${secondaryButton} ${buttonSizes.sm}`}>
            Customize URL &amp; Theme
          </button>
        </div>
        <p id={soonId} className="mt-2 text-xs text-slate-500">
          Coming soon
        </p>
      </div>
    </section>
  );
}
