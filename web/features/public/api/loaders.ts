// The public pages' data, as their routes' loaders (web/app/router.tsx): the call starts as soon
// as the route matches, beside the download of the page's code, and the page waits for it under
// Suspense. A loader never waits itself, so the page (heading, spinner) shows at once. This
// module ships in the main bundle, which every visitor downloads: it stays tiny, and the code
// that reads an answer (lib/api) downloads beside the answer.
import type { LoaderFunctionArgs } from 'react-router-dom';
import type { PublicPortfolio, PublicProject, PublicProofLookupAnswer } from '../../../../domain/api/public';
import { publicRoutes } from '../../../../domain/api/routes/public';
import { routeUrl } from '../../../lib/api';

/** One load of a page's data; `id` is new for every load, so a new load shows its placeholder again. */
export interface Loading<T> {
  readonly id: number;
  readonly data: Promise<T>;
}

let loads = 0;

/** GET `url` (a public route's, domain/api/routes/public.ts), read like every API answer. */
function load<T>(url: string, signal: AbortSignal): Loading<T> {
  const response = fetch(url, { headers: { accept: 'application/json' }, signal });
  response.catch(() => undefined); // read (and reported) below
  const data = import('../../../lib/api').then(({ readAnswer }) => readAnswer<T>(response));
  data.catch(() => undefined); // the page shows the failure, if it is still open
  loads += 1;
  return { id: loads, data };
}

export interface PortfolioLoad {
  readonly portfolio: Loading<PublicPortfolio>;
}
export const portfolioLoader = ({ params, request }: LoaderFunctionArgs): PortfolioLoad => ({
  portfolio: load(routeUrl(publicRoutes.GetPublicPortfolio, { params: { handle: params.handle ?? '' } }), request.signal),
});

export interface ProjectLoad {
  readonly project: Loading<PublicProject>;
}
export const projectLoader = ({ params, request }: LoaderFunctionArgs): ProjectLoad => ({
  project: load(routeUrl(publicRoutes.GetPublicProject, { params: { id: params.id ?? '' } }), request.signal),
});

export interface ProofLoad {
  /** Null on /proof, before anything was searched. */
  readonly proof: Loading<PublicProofLookupAnswer> | null;
}
export const proofLoader = ({ params, request }: LoaderFunctionArgs): ProofLoad => {
  // Trimmed and upper-cased, as the page reads it (normaliseProofSearch, kept out of this bundle).
  const proofNumber = (params.number ?? '').trim().toUpperCase();
  if (proofNumber === '') return { proof: null };
  return { proof: load(routeUrl(publicRoutes.LookupPublicProof, { params: { number: proofNumber } }), request.signal) };
};
