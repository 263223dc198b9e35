import { MailIcon } from '../icons';
import type { ShareTargets } from './share-targets';
import { ShareTargetLink } from './ShareTargetLink';

/** The share popups (LinkedIn, X, Facebook) and an e-mail link, as a list. */
export function ShareTargetList({ targets, className }: { targets: ShareTargets; className: string }) {
  return (
    <ul aria-label="Share on" className={className}>
      {targets.popups.map((target) => (
        <li key={target.name}>
          <ShareTargetLink target={target} />
        </li>
      ))}
      <li>
        <a href={targets.email} className="flex h-full items-center justify-center gap-2 rounded-lg border border-slate-300 px-3 py-2 text-sm font-medium text-slate-800 hover:bg-slate-50">
          <MailIcon />
          E-mail
        </a>
      </li>
    </ul>
  );
}
