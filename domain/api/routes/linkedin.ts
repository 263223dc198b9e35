// Sharing on LinkedIn (docs/linkedin.md): connecting the account, its state, posting a proof, the
// share dialog's checks and the card the post carries. The callback answers LinkedIn's redirect
// with an HTML page that posts a ConnectMessage to its opener; the card image is a JPEG.
import type { DebugResult, DiagnoseResult, LinkedinPostBody, LinkedinPostResult, LinkedinStatus, OAuthStartResponse, VerifyPostBody, VerifyPostResult } from '../linkedin';
import { defineRoutes, shape } from '../route-contract';

export const linkedinRoutes = defineRoutes({
  LinkedinOauthStart: { method: 'POST', path: '/api/linkedin/oauth-start', answer: shape<OAuthStartResponse>() },
  LinkedinOauthCallback: { method: 'GET', path: '/api/public/linkedin/callback' },
  LinkedinStatus: { method: 'GET', path: '/api/linkedin/status', answer: shape<LinkedinStatus>() },
  LinkedinPost: { method: 'POST', path: '/api/linkedin/post', body: shape<LinkedinPostBody>(), answer: shape<LinkedinPostResult>() },
  LinkedinVerifyPost: { method: 'POST', path: '/api/linkedin/verify-post', body: shape<VerifyPostBody>(), answer: shape<VerifyPostResult>() },
  LinkedinDiagnose: { method: 'POST', path: '/api/linkedin/diagnose', answer: shape<DiagnoseResult>() },
  LinkedinDebugAccount: { method: 'POST', path: '/api/linkedin/debug-account', answer: shape<DebugResult>() },
  LinkedinCardImage: { method: 'GET', path: '/api/linkedin/card-image/{id}' },
  /** Answers the status, not connected. */
  LinkedinDisconnect: { method: 'DELETE', path: '/api/linkedin/connection', answer: shape<LinkedinStatus>() },
});
