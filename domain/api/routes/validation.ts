// Co-signing: the owner's invitations and reminders, and the calls of whoever holds a validation
// or withdrawal link (signed in or not).
import { defineRoutes, shape } from '../route-contract';
import type {
  DecideBody,
  DecisionOutcome,
  DomainTrustAnswer,
  InvitationResult,
  NewLinkOutcome,
  OwnerValidationRequest,
  PortalRequest,
  SendInvitationsBody,
  TokenBody,
  ValidationRequestsPage,
  ValidationsPage,
  VerifyDomainBody,
  WithdrawalView,
  WithdrawBody,
} from '../validation';

export const validationRoutes = defineRoutes({
  VerifyCompanyDomain: { method: 'POST', path: '/api/validators/verify-domain', body: shape<VerifyDomainBody>(), answer: shape<DomainTrustAnswer>() },
  SendValidationRequests: { method: 'POST', path: '/api/validation-requests', body: shape<SendInvitationsBody>(), answer: shape<InvitationResult>() },
  ListValidationRequests: { method: 'GET', path: '/api/validation-requests', answer: shape<ValidationRequestsPage>() },
  ListValidations: { method: 'GET', path: '/api/validations', answer: shape<ValidationsPage>() },
  AskCosignersAgain: { method: 'POST', path: '/api/proofs/{id}/revalidation-requests', answer: shape<InvitationResult>() },
  RemindValidator: { method: 'POST', path: '/api/proofs/{id}/validation-requests/{requestId}/remind', answer: shape<OwnerValidationRequest>() },
  OpenValidationRequest: { method: 'POST', path: '/api/validation/open', body: shape<TokenBody>(), answer: shape<PortalRequest>() },
  OpenValidationRequestSignedIn: { method: 'POST', path: '/api/validation/open-signed-in', body: shape<TokenBody>(), answer: shape<PortalRequest>() },
  DecideValidation: { method: 'POST', path: '/api/validation/decide', body: shape<DecideBody>(), answer: shape<DecisionOutcome>() },
  DecideValidationSignedIn: { method: 'POST', path: '/api/validation/decide-signed-in', body: shape<DecideBody>(), answer: shape<DecisionOutcome>() },
  OpenWithdrawal: { method: 'POST', path: '/api/validation/withdraw/open', answer: shape<WithdrawalView>() },
  WithdrawCosignature: { method: 'POST', path: '/api/validation/withdraw', body: shape<WithdrawBody>(), answer: shape<WithdrawalView>() },
  RequestNewValidationLink: { method: 'POST', path: '/api/validation/new-link', body: shape<TokenBody>(), answer: shape<NewLinkOutcome>() },
});
