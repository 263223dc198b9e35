// Anonymous reads of the public pages, their link previews and proof images, the report form, and
// the recruiters' bulk check.
import type { ContentReportBody, ContentReportReceipt } from '../admin/moderation';
import type { ProofCodeAnswer, PublicPortfolio, PublicProject, PublicProofLookupAnswer, VerifyIdAnswer } from '../public';
import { defineRoutes, shape } from '../route-contract';
import type { VerifyProofsAnswer, VerifyProofsBody } from '../verify-proofs';
import type { YourDataAnswer, YourDataLinkBody, YourDataRemoval, YourDataTokenBody } from '../your-data';

export const publicRoutes = defineRoutes({
  GetPublicPortfolio: { method: 'GET', path: '/api/public/portfolios/{handle}', answer: shape<PublicPortfolio>() },
  GetPublicProject: { method: 'GET', path: '/api/public/projects/{id}', answer: shape<PublicProject>() },
  LookupPublicProof: { method: 'GET', path: '/api/public/proofs/{number}', answer: shape<PublicProofLookupAnswer>() },
  VerifyProvenlyId: { method: 'GET', path: '/api/public/verify/{productId}', answer: shape<VerifyIdAnswer>() },
  ResolveProofCode: { method: 'GET', path: '/api/public/proof-codes/{code}', answer: shape<ProofCodeAnswer>() },
  ReportContent: { method: 'POST', path: '/api/public/reports', body: shape<ContentReportBody>(), answer: shape<ContentReportReceipt>() },
  VerifyProofs: { method: 'POST', path: '/api/public/verify-proofs', body: shape<VerifyProofsBody>(), answer: shape<VerifyProofsAnswer>() },
  // The co-signers' own page (docs/data-rights.md): a private link mailed to an address, what is held about it, its removal.
  RequestYourDataLink: { method: 'POST', path: '/api/public/your-data/link', body: shape<YourDataLinkBody>(), answer: shape<{ readonly sent: true }>() },
  OpenYourData: { method: 'POST', path: '/api/public/your-data', body: shape<YourDataTokenBody>(), answer: shape<YourDataAnswer>() },
  RemoveYourData: { method: 'POST', path: '/api/public/your-data/remove', body: shape<YourDataTokenBody>(), answer: shape<YourDataRemoval>() },
});

/** The public pages as link previews see them (HTML with their meta tags), and the proof images. */
export const pageRoutes = defineRoutes({
  ProofPageMeta: { method: 'GET', path: '/proof/{number}' },
  ProjectPageMeta: { method: 'GET', path: '/project/{id}' },
  PortfolioPageMeta: { method: 'GET', path: '/portfolio/{handle}' },
  OgImage: { method: 'GET', path: '/og/{proxy+}' },
});
