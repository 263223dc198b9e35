// What a public page's report link and form call what they report: a proof (proof and project
// pages), or the person's whole portfolio (portfolio pages).
import { moderation } from '../../../../domain/messages/moderation';

export function reportWordsFor(page: string): { readonly link: string; readonly heading: string } {
  return page.startsWith('/portfolio/')
    ? { link: moderation.reportPortfolioLink, heading: moderation.reportPortfolioHeading }
    : { link: moderation.reportLink, heading: moderation.reportHeading };
}
