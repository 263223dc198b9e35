// The one read of a public page (/proof/{number}, /project/{id}, /portfolio/{handle}) from the
// public read model: its link-preview head and its server-rendered body are both made from it.
import type { PublicPortfolio } from '../../domain/api/public';
import { isProofNumber } from '../../domain/rules/proof-number';
import { getPublicPortfolioView, getPublicProjectView, getPublicProofView, type PublicProjectView, type PublicProofView } from '../data/read-models/public-read-model';

export type PublicPageRef = { kind: 'proof'; number: string } | { kind: 'project'; id: string } | { kind: 'portfolio'; handle: string };

/** What the page's view holds; null when nothing public is there. */
export type PublicPageRead =
  | { readonly kind: 'proof'; readonly view: PublicProofView | null }
  | { readonly kind: 'project'; readonly view: PublicProjectView | null }
  | { readonly kind: 'portfolio'; readonly view: PublicPortfolio | null };

export async function readPublicPage(page: PublicPageRef): Promise<PublicPageRead> {
  switch (page.kind) {
    case 'proof': {
      // Trimmed and upper-cased, as the proof lookup reads it.
      const number = page.number.trim().toUpperCase();
      return { kind: 'proof', view: isProofNumber(number) ? await getPublicProofView(number) : null };
    }
    case 'project':
      return { kind: 'project', view: await getPublicProjectView(page.id) };
    case 'portfolio':
      return { kind: 'portfolio', view: await getPublicPortfolioView(page.handle) };
  }
}
