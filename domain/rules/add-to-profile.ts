// LinkedIn's Add to Profile link for a verified proof: it opens the member's "Add license or
// certification" form already filled in. Parameters as LinkedIn documents them ("Add to Profile
// for certifications", docs/linkedin.md): startTask=CERTIFICATION_NAME, name, organizationName,
// issueYear, issueMonth (1-12), certUrl, certId.
import { PRODUCT_NAME } from '../product';
import { proofVerifyUrl } from './share-post-text';

export const ADD_TO_PROFILE_BASE = 'https://www.linkedin.com/profile/add';

export interface AddToProfileInput {
  /** The proof's title: the certification's name. */
  title: string;
  proofNumber: string;
  /** When the proof was verified (ISO-8601): the issue month and year, in UTC. */
  issuedAt: string;
  /** Where the product is served, e.g. 'https://provenly.app'. */
  origin: string;
}

export function addToProfileUrl(input: AddToProfileInput): string {
  const issued = new Date(input.issuedAt);
  if (Number.isNaN(issued.getTime())) throw new RangeError(`Not a timestamp: ${input.issuedAt}`);
  const params = new URLSearchParams({
    startTask: 'CERTIFICATION_NAME',
    name: input.title.trim(),
    organizationName: PRODUCT_NAME,
    issueYear: String(issued.getUTCFullYear()),
    issueMonth: String(issued.getUTCMonth() + 1),
    certUrl: proofVerifyUrl(input.origin, input.proofNumber),
    certId: input.proofNumber,
  });
  return `${ADD_TO_PROFILE_BASE}?${params.toString()}`;
}
