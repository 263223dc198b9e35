// What a shared link of /proof/{number}, /project/{id} or /portfolio/{handle} previews: the public
// proof's card and words, the portfolio's owner, or the product's generic card for anything that
// is not public (the SPA then shows its not-found view).
import { PROOF_IMAGE } from '../../domain/constants';
import { linkPreviews } from '../../domain/messages';
import { PRODUCT_NAME } from '../../domain/product';
import { dateRange } from '../../domain/rules/date-range';
import { productImagePath, proofImagePath } from '../../domain/rules/proof-image';
import { isOwnerPubliclyShown } from '../../domain/rules/public-visibility';
import { config } from '../config';
import { MAX_PAGE_SIZE } from '../data/items';
import { listPortfolio } from '../data/recognitions';
import { clip } from '../images/element';
import { findPublicProofById, findPublicProofByNumber, type PublicProofRecord } from '../public/public-proof';
import { findProfileByHandle } from '../public/public-service';
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

function proofPreview(found: PublicProofRecord, path: string): PreviewMeta {
  const { recognition, owner, trustLevel } = found;
  const number = recognition.proofNumber ?? '';
  const where = [recognition.orgName ? `${recognition.role} @ ${recognition.orgName}` : recognition.role, dateRange(recognition.startDate, recognition.endDate)].filter(Boolean).join(', ');
  const url = `${config().publicOrigin}${path}`;
  return {
    title: linkPreviews.proofTitle(recognition.title, owner.displayName),
    description: clip(`${linkPreviews.verifiedProofAs(number, trustLevel)} ${where}. ${recognition.description}`, DESCRIPTION_MAX),
    canonicalUrl: url,
    url,
    type: 'article',
    siteName: PRODUCT_NAME,
    image: image(proofImagePath(number, recognition.contentHash), linkPreviews.proofImageAlt(recognition.title, number)),
    noindex: false,
  };
}

async function portfolioPreview(handle: string): Promise<PreviewMeta | null> {
  const profile = await findProfileByHandle(handle);
  if (!profile || !isOwnerPubliclyShown(profile)) return null;
  const { items } = await listPortfolio(profile.id, { limit: MAX_PAGE_SIZE });
  const newest = items.find((proof) => proof.proofNumber);
  const url = `${config().publicOrigin}/portfolio/${encodeURIComponent(profile.username)}`;
  const title = linkPreviews.portfolioTitle(profile.displayName);
  return {
    title,
    description: clip([profile.headline, `${linkPreviews.portfolioCount(items.length)} on ${PRODUCT_NAME}.`].filter(Boolean).join(' · '), DESCRIPTION_MAX),
    canonicalUrl: url,
    url,
    type: 'profile',
    siteName: PRODUCT_NAME,
    image: newest?.proofNumber
      ? image(proofImagePath(newest.proofNumber, newest.contentHash), linkPreviews.proofImageAlt(newest.title, newest.proofNumber))
      : image(productImagePath(), linkPreviews.productImageAlt),
    noindex: false,
  };
}

export async function previewFor(page: PreviewPage): Promise<PreviewMeta> {
  let preview: PreviewMeta | null = null;
  if (page.kind === 'proof') {
    const found = await findPublicProofByNumber(page.number.trim().toUpperCase());
    preview = found && proofPreview(found, `/proof/${found.recognition.proofNumber}`);
  } else if (page.kind === 'project') {
    const found = await findPublicProofById(page.id);
    preview = found && proofPreview(found, `/project/${encodeURIComponent(found.recognition.id)}`);
  } else {
    preview = await portfolioPreview(page.handle);
  }
  return preview ?? genericPreview();
}
