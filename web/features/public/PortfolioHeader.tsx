// Who the portfolio belongs to: picture, name, headline, bio, and Share Portfolio.
import { ProfileAvatar } from './ProfileAvatar';
import type { PublicPortfolioProfile } from '../../../domain/api/public';
import { SharePortfolio } from './SharePortfolio';
import { usePageOrigin } from '../../lib/page-origin';

export function PortfolioHeader({ profile }: { profile: PublicPortfolioProfile }) {
  const url = `${usePageOrigin()}/portfolio/${encodeURIComponent(profile.username)}`;
  return (
    <section aria-labelledby="portfolio-owner" className="overflow-visible rounded-2xl border border-slate-200 bg-white shadow-sm">
      <div className="h-24 rounded-t-2xl bg-linear-to-r from-blue-800 via-blue-600 to-emerald-500 sm:h-28" aria-hidden="true" />
      <div className="px-6 pb-6 sm:px-8">
        <div className="-mt-10 flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
          <div className="inline-flex w-fit rounded-full bg-white p-1 shadow-md">
            <ProfileAvatar name={profile.displayName} url={profile.avatarUrl} size="xl" />
          </div>
          <SharePortfolio url={url} name={profile.displayName} />
        </div>
        <h1 id="portfolio-owner" className="mt-4 text-3xl font-extrabold tracking-tight break-words text-slate-900">
          {profile.displayName}
        </h1>
        <p className="mt-1 text-sm text-slate-500">@{profile.username}</p>
        {profile.headline && <p className="mt-2 text-lg break-words text-slate-700">{profile.headline}</p>}
        {profile.bio && <p className="mt-4 max-w-2xl leading-relaxed break-words whitespace-pre-line text-slate-600">{profile.bio}</p>}
      </div>
    </section>
  );
}
