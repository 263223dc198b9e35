// Whose work this is, with the way to their portfolio.
import { Link } from 'react-router-dom';
import type { PublicOwner } from '../../../domain/api/public';
import { ProfileAvatar } from './ProfileAvatar';

export function OwnerCard({ owner }: { owner: PublicOwner }) {
  return (
    <aside aria-label="Owner" className="flex flex-wrap items-center gap-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
      <ProfileAvatar name={owner.displayName} url={owner.avatarUrl} />
      <div className="min-w-0 flex-1">
        <p className="font-semibold break-words text-slate-900">{owner.displayName}</p>
        {owner.headline && <p className="text-sm break-words text-slate-600">{owner.headline}</p>}
      </div>
      <Link
        to={`/portfolio/${encodeURIComponent(owner.username)}`}
        className="inline-flex items-center rounded-lg border border-slate-300 px-3 py-1.5 text-sm font-medium text-blue-700 hover:bg-slate-50"
      >
        View portfolio
      </Link>
    </aside>
  );
}
