// What a shared link of /proof/{number}, /project/{id} or /portfolio/{handle} previews: the public
// proof's card and words, the portfolio's owner, or the product's generic card for anything that
// is not public (the SPA then shows its not-found view).
import { PROOF_IMAGE } from '../../domain/constants';
import { linkPreviews } from '../../domain/messages';
import { PRODUCT_NAME } from '../../domain/product';
import { dateRange } from '../../domain/rules/date-range';
import { productImagePath } from '../../domain/rules/proof-image';
import { isProofNumber } from '../../domain/rules/proof-number';
import type { PublicProofLookup } from '../../domain/api/public';
import { config } from '../config';
import { getPublicPortfolioView, getPublicProjectView, getPublicProofView } from '../data/public-read-model';
import { clip } from '../images/element';
import type { PreviewMeta } from './preview-head';

export type PreviewPage = { kind: 'proof'; number: string } | { kind: 'project'; id: string } | { kind: 'portfolio'; handle: string };

const DESCRIPTION_MAX = 200;

const image = (path: string, alt: string) => ({ url: `${config().publicOrigin}${path}`, width: PROOF_IMAGE.width, height: PROOF_IMAGE.height, alt });

export function genericPreview(): PreviewMeta {
  const origin = config().publicOrigin;
  return {
    title: linkPreviews.genericTitle,
    description: linkPreviews.genericDescription,
    canonicalUrl: null,
    url: `${origin}/`,
    type: 'website',
    siteName: PRODUCT_NAME,
    image: image(productImagePath(), linkPreviews.productImageAlt),
    noindex: true,
  };
}

function proofPreview(found: PublicProofLookup, path: string): PreviewMeta {
  const { proof, owner, trustLevel } = found;
  const number = proof.proofNumber;
  const where = [proof.orgName ? `${proof.role} @ ${proof.orgName}` : proof.role, dateRange(proof.startDate, proof.endDate)].filter(Boolean).join(', ');
  const url = `${config().publicOrigin}${path}`;
  return {
    title: linkPreviews.proofTitle(proof.title, owner.displayName),
    description: clip(`${linkPreviews.verifiedProofAs(number, trustLevel)} ${where}. ${proof.description}`, DESCRIPTION_MAX),
    canonicalUrl: url,
    url,
    type: 'article',
    siteName: PRODUCT_NAME,
    image: image(proof.imageUrl, linkPreviews.proofImageAlt(proof.title, number)),
    noindex: false,
  };
}

async function portfolioPreview(handle: string): Promise<PreviewMeta | null> {
  const portfolio = await getPublicPortfolioView(handle);
  if (!portfolio) return null;
  const { profile, proofs } = portfolio;
  const newest = proofs[0];
  const url = `${config().publicOrigin}/portfolio/${encodeURIComponent(profile.username)}`;
  const title = linkPreviews.portfolioTitle(profile.displayName);
  return {
    title,
    description: clip([profile.headline, `${linkPreviews.portfolioCount(proofs.length)} on ${PRODUCT_NAME}.`].filter(Boolean).join(' · '), DESCRIPTION_MAX),
    canonicalUrl: url,
    url,
    type: 'profile',
    siteName: PRODUCT_NAME,
    image: newest ? image(newest.imageUrl, linkPreviews.proofImageAlt(newest.title, newest.proofNumber)) : image(productImagePath(), linkPreviews.productImageAlt),
    noindex: false,
  };
}

export async function previewFor(page: PreviewPage): Promise<PreviewMeta> {
  let preview: PreviewMeta | null = null;
  if (page.kind === 'proof') {
    const number = page.number.trim().toUpperCase();
    const view = isProofNumber(number) ? await getPublicProofView(number) : null;
    preview = view?.answer.state === 'verified' ? proofPreview(view.answer, `/proof/${view.answer.proof.proofNumber}`) : null;
  } else if (page.kind === 'project') {
    const view = await getPublicProjectView(page.id);
    preview = view && proofPreview({ state: 'verified', proof: view.answer.project, owner: view.answer.owner, trustLevel: view.trustLevel, validations: [] }, `/project/${encodeURIComponent(view.answer.project.id)}`);
  } else {
    preview = await portfolioPreview(page.handle);
  }
  return preview ?? genericPreview();
}
