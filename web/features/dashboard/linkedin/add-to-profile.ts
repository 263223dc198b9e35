// PROVISIONAL until the domain function lands.
import { PRODUCT_NAME } from '../../../../domain/product';

export function addToProfileUrl(input: { title: string; proofNumber: string; verifiedAt: string; origin: string }): string {
  const issued = new Date(input.verifiedAt);
  const params = new URLSearchParams({
    startTask: 'CERTIFICATION_NAME',
    name: input.title,
    organizationName: PRODUCT_NAME,
    issueYear: String(issued.getUTCFullYear()),
    issueMonth: String(issued.getUTCMonth() + 1),
    certUrl: `${input.origin}/proof/${encodeURIComponent(input.proofNumber)}`,
    certId: input.proofNumber,
  });
  return `https://www.linkedin.com/profile/add?${params}`;
}
