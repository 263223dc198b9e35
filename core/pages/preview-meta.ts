// What a shared link of /proof/{number}, /project/{id} or /portfolio/{handle} previews: the public
// proof's card and words, the portfolio's owner, or the product's generic card for anything that
// is not public (the SPA then shows its not-found view).
import { PROOF_IMAGE } from '../../domain/constants';
import { linkPreviews } from '../../domain/messages/public-pages';
import { PRODUCT_NAME } from '../../domain/product';
import { dateRange } from '../../domain/rules/date-range';
import { productImagePath } from '../../domain/rules/proof-image';
import type { PublicPortfolio, PublicProofLookup } from '../../domain/api/public';
import { config } from '../config';
import { clip } from '../images/element';
import type { PreviewMeta } from './preview-head';
import type { PublicPageRead } from './public-page-read';

const DESCRIPTION_MAX = 200;

const image = (path: string, alt: string) => ({ url: `${config().publicOrigin}${path}`, width: PROOF_IMAGE.width, height: PROOF_IMAGE.height, alt });

function genericPreview(): PreviewMeta {
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

function proofPreview(found: Pick<PublicProofLookup, 'proof' | 'owner' | 'trustLevel'>, path: string): PreviewMeta {
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

function portfolioPreview(portfolio: PublicPortfolio): PreviewMeta {
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

/** The head a page's read calls for: the proof's, the project's or the portfolio's, else the generic one. */
export function previewOf(read: PublicPageRead): PreviewMeta {
  let preview: PreviewMeta | null = null;
  if (read.kind === 'proof') {
    const answer = read.view?.answer;
    preview = answer?.state === 'verified' ? proofPreview(answer, `/proof/${answer.proof.proofNumber}`) : null;
  } else if (read.kind === 'project') {
    const view = read.view;
    preview = view && proofPreview({ proof: view.answer.project, owner: view.answer.owner, trustLevel: view.trustLevel }, `/project/${encodeURIComponent(view.answer.project.id)}`);
  } else {
    preview = read.view && portfolioPreview(read.view);
  }
  return preview ?? genericPreview();
}
