import { Link } from 'react-router-dom';
import { dashboard as messages } from '../../../domain/messages/dashboard';
import { panel } from '../../components/button-styles';
import { GlobeIcon, LinkIcon, PlusIcon } from '../../components/icons';
import { useToast } from '../../components/toast/toast-context';

const action =
  'flex w-full items-center gap-3 rounded-lg border border-slate-200 px-4 py-3 text-left text-sm font-medium text-slate-800 transition-colors hover:border-blue-300 hover:bg-blue-50';
const iconBox = 'inline-flex h-8 w-8 shrink-0 items-center justify-center rounded-lg';

/** Create a proof, import from LinkedIn (coming soon), view the public portfolio. */
export function QuickActions({ portfolioPath }: { portfolioPath: string | null }) {
  const toast = useToast();
  return (
    <section aria-labelledby="quick-actions-title" className={panel}>
      <h2 id="quick-actions-title" className="font-semibold text-slate-900">
        Quick actions
      </h2>
      <ul className="mt-4 space-y-2">
        <li>
          <Link to="/create-project" className={action}>
            <span className={`${iconBox} bg-blue-700 text-white`}>
              <PlusIcon />
            </span>
            Create New Proof
          </Link>
        </li>
        <li>
          <button type="button" onClick={() => toast(messages.comingSoonToasts.importFromLinkedIn)} className={action}>
            <span className={`${iconBox} bg-sky-100 text-sky-800`}>
              <LinkIcon />
            </span>
            Import from LinkedIn
          </button>
        </li>
        {portfolioPath && (
          <li>
            <Link to={portfolioPath} className={action}>
              <span className={`${iconBox} bg-emerald-100 text-emerald-800`}>
                <GlobeIcon />
              </span>
              View Portfolio
            </Link>
          </li>
        )}
      </ul>
    </section>
  );
}
