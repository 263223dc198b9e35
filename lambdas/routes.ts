// The route table: how each route of the contract (domain/api/routes/) runs. The CDK stack creates
// one function per entry and the local gateway serves the same entries, so neither can drift from
// the other. An entry is its contract entry (name, method, path) plus its entry file, access,
// table access, throttles and grants.
// This file is data only: it must not import handler code (the CDK app reads it at synth time).
import { accountRoutes } from '../domain/api/routes/account';
import { adminRoutes } from '../domain/api/routes/admin';
import { bundleRoutes } from '../domain/api/routes/bundles';
import { credentialRoutes } from '../domain/api/routes/credentials';
import { linkedinRoutes } from '../domain/api/routes/linkedin';
import { platformRoutes } from '../domain/api/routes/platform';
import { proofRoutes } from '../domain/api/routes/proofs';
import { pageRoutes, publicRoutes } from '../domain/api/routes/public';
import { validationRoutes } from '../domain/api/routes/validation';
import { walletRoutes } from '../domain/api/routes/wallet';
import { VERIFY_CREDENTIAL_MAX_BYTES, VERIFY_PROOFS_MAX_BYTES } from '../domain/constants';
import { PAGE_PATH_PREFIXES } from '../domain/rules/edge-cache-paths';
import { credentialItemTypes } from '../core/data/credentials/keys';
import { publicViewItemTypes } from '../core/data/read-models/keys';
import type { AccountManagement, RouteDefinition, TableAccess } from './route-definition';
import { CREDENTIAL_READ_THROTTLE, PUBLIC_READ_THROTTLE, REPORT_CLIENT_THROTTLE, REPORT_THROTTLE, VERIFY_CLIENT_THROTTLE, VERIFY_THROTTLE, WALLET_CLIENT_THROTTLE, WALLET_EXCHANGE_THROTTLE, WALLET_THROTTLE } from './route-throttles';

// The CDK app reads the route table through this file alone (eslint/import-direction.js), so it
// passes on what an entry may say and the throttles.
export type * from './route-definition';
export * from './route-throttles';

/** An appeal is at most 2,000 characters (APPEAL_TEXT_MAX), a few bytes each in UTF-8 JSON: room enough, and no more. */
export const APPEAL_MAX_BODY_BYTES = 16 * 1024;

export { WELL_KNOWN_PREFIX } from '../domain/rules/edge-cache-paths';

/** The throwaway-domain list a decision's signals read (core/validation/decision-signals.ts): 2.4 MB. */
export const DECISION_DATA_PACKAGES: readonly string[] = ['disposable-email-domains'];

/**
 * Paths outside /api/ that CloudFront sends to the HTTP API (the public pages). The local runtime
 * sends exactly the route-table shapes under them to its gateway.
 */
export { PAGE_PATH_PREFIXES };

export const routes = [
  { ...platformRoutes.Health, entry: 'lambdas/health.ts', access: 'public', table: 'read' },
  { ...platformRoutes.GetMe, entry: 'lambdas/me/get-me.ts', access: 'user', table: 'readwrite', readsAdminEmails: true, cancelsClosure: true },
  { ...proofRoutes.ListMyProofs, entry: 'lambdas/proofs/list-mine.ts', access: 'user', table: 'read' },
  { ...proofRoutes.CreateProof, entry: 'lambdas/proofs/create.ts', access: 'user', table: 'readwrite' },
  { ...proofRoutes.GetProof, entry: 'lambdas/proofs/get.ts', access: 'user', table: 'read' },
  { ...proofRoutes.UpdateProof, entry: 'lambdas/proofs/update.ts', access: 'user', table: 'readwrite', signsCredentials: true },
  // Revokes the credential (a status list is signed), then co-signers are told (docs/data-rights.md).
  // It finishes the removal for up to 12 s before answering (the sweep does the rest), hence the longer limit.
  { ...proofRoutes.DeleteProof, entry: 'lambdas/proofs/delete.ts', access: 'user', table: 'readwrite', signsCredentials: true, sendsMail: true, timeoutSeconds: 29 },
  { ...proofRoutes.PublishProof, entry: 'lambdas/proofs/publish.ts', access: 'user', table: 'readwrite', signsCredentials: true },
  { ...proofRoutes.GenerateSuggestions, entry: 'lambdas/suggestions/generate.ts', access: 'user', table: 'readwrite', usesBedrock: true },
  { ...validationRoutes.VerifyCompanyDomain, entry: 'lambdas/validation/verify-domain.ts', access: 'user', table: 'read' },
  { ...validationRoutes.SendValidationRequests, entry: 'lambdas/validation/send-requests.ts', access: 'user', table: 'readwrite', sendsMail: true },
  { ...validationRoutes.ListValidationRequests, entry: 'lambdas/validation/list-requests.ts', access: 'user', table: 'read' },
  { ...validationRoutes.ListValidations, entry: 'lambdas/validation/list-validations.ts', access: 'user', table: 'read' },
  { ...validationRoutes.AskCosignersAgain, entry: 'lambdas/validation/ask-again.ts', access: 'user', table: 'readwrite', sendsMail: true },
  { ...validationRoutes.RemindValidator, entry: 'lambdas/validation/remind.ts', access: 'user', table: 'readwrite', sendsMail: true },
  { ...validationRoutes.OpenValidationRequest, entry: 'lambdas/validation/open.ts', access: 'public', table: 'readwrite' },
  { ...validationRoutes.OpenValidationRequestSignedIn, entry: 'lambdas/validation/open-signed-in.ts', access: 'user', table: 'readwrite' },
  { ...validationRoutes.DecideValidation, entry: 'lambdas/validation/decide.ts', access: 'public', table: 'readwrite', dataPackages: DECISION_DATA_PACKAGES, signsCredentials: true },
  { ...validationRoutes.DecideValidationSignedIn, entry: 'lambdas/validation/decide-signed-in.ts', access: 'user', table: 'readwrite', dataPackages: DECISION_DATA_PACKAGES, signsCredentials: true },
  { ...validationRoutes.OpenWithdrawal, entry: 'lambdas/validation/withdraw-open.ts', access: 'public', table: 'read' },
  { ...validationRoutes.WithdrawCosignature, entry: 'lambdas/validation/withdraw.ts', access: 'public', table: 'readwrite', signsCredentials: true },
  { ...validationRoutes.RequestNewValidationLink, entry: 'lambdas/validation/new-link.ts', access: 'public', table: 'readwrite', sendsMail: true },
  { ...proofRoutes.GetProofImagePreview, entry: 'lambdas/proofs/image.ts', access: 'user', table: 'read', rendersImages: true },
  { ...publicRoutes.GetPublicPortfolio, entry: 'lambdas/public/portfolio.ts', access: 'public', table: 'read', throttle: PUBLIC_READ_THROTTLE },
  { ...publicRoutes.GetPublicProject, entry: 'lambdas/public/project.ts', access: 'public', table: 'read', throttle: PUBLIC_READ_THROTTLE },
  { ...publicRoutes.LookupPublicProof, entry: 'lambdas/public/proof.ts', access: 'public', table: 'read', throttle: PUBLIC_READ_THROTTLE },
  { ...publicRoutes.VerifyProvenlyId, entry: 'lambdas/public/verify-id.ts', access: 'public', table: 'read', throttle: PUBLIC_READ_THROTTLE },
  { ...publicRoutes.ResolveProofCode, entry: 'lambdas/public/proof-code.ts', access: 'public', table: 'read', throttle: PUBLIC_READ_THROTTLE },
  // Up to 50 lookups a request: the checking routes' allowance, and a tenth of it per client.
  { ...publicRoutes.VerifyProofs, entry: 'lambdas/public/verify-proofs.ts', access: 'public', table: 'read', throttle: VERIFY_THROTTLE, clientThrottle: VERIFY_CLIENT_THROTTLE, maxBodyBytes: VERIFY_PROOFS_MAX_BYTES },
  // Link previews: one handler for the three page shapes (lambdas/pages/page-meta.ts).
  { ...pageRoutes.ProofPageMeta, entry: 'lambdas/pages/page-meta.ts', access: 'public', table: 'read', throttle: PUBLIC_READ_THROTTLE },
  { ...pageRoutes.ProjectPageMeta, entry: 'lambdas/pages/page-meta.ts', access: 'public', table: 'read', throttle: PUBLIC_READ_THROTTLE },
  { ...pageRoutes.PortfolioPageMeta, entry: 'lambdas/pages/page-meta.ts', access: 'public', table: 'read', throttle: PUBLIC_READ_THROTTLE },
  // Sharing on LinkedIn (docs/linkedin.md; wire shapes in domain/api/linkedin.ts).
  { ...linkedinRoutes.LinkedinOauthStart, entry: 'lambdas/linkedin/oauth-start.ts', access: 'user', table: 'readwrite', callsLinkedin: true },
  { ...linkedinRoutes.LinkedinOauthCallback, entry: 'lambdas/linkedin/callback.ts', access: 'public', table: 'readwrite', usesTokenKey: true, usesLinkedinSecret: true, throttle: PUBLIC_READ_THROTTLE, callsLinkedin: true },
  { ...linkedinRoutes.LinkedinStatus, entry: 'lambdas/linkedin/status.ts', access: 'user', table: 'readwrite' },
  { ...linkedinRoutes.LinkedinPost, entry: 'lambdas/linkedin/post.ts', access: 'user', table: 'readwrite', usesTokenKey: true, rendersImages: true, timeoutSeconds: 29, callsLinkedin: true },
  { ...linkedinRoutes.LinkedinVerifyPost, entry: 'lambdas/linkedin/verify-post.ts', access: 'user', table: 'readwrite', usesTokenKey: true, callsLinkedin: true },
  { ...linkedinRoutes.LinkedinDiagnose, entry: 'lambdas/linkedin/diagnose.ts', access: 'user', table: 'readwrite', usesTokenKey: true, usesLinkedinSecret: true, callsLinkedin: true },
  { ...linkedinRoutes.LinkedinDebugAccount, entry: 'lambdas/linkedin/debug-account.ts', access: 'user', table: 'readwrite', usesTokenKey: true, callsLinkedin: true },
  { ...linkedinRoutes.LinkedinCardImage, entry: 'lambdas/linkedin/card-image.ts', access: 'user', table: 'read', rendersImages: true },
  { ...linkedinRoutes.LinkedinDisconnect, entry: 'lambdas/linkedin/disconnect.ts', access: 'user', table: 'readwrite' },
  // Portable credentials (docs/credentials.md): the issuer's DID document, credentials, baked
  // badges, status lists and the verify check are public; the owner reads and revokes their own.
  { ...credentialRoutes.GetIssuerDidDocument, entry: 'lambdas/credentials/did-document.ts', access: 'public', table: 'read', throttle: CREDENTIAL_READ_THROTTLE },
  { ...credentialRoutes.GetCredential, entry: 'lambdas/credentials/credential.ts', access: 'public', table: 'read', throttle: CREDENTIAL_READ_THROTTLE },
  { ...credentialRoutes.GetEndorsement, entry: 'lambdas/credentials/endorsement.ts', access: 'public', table: 'read', throttle: CREDENTIAL_READ_THROTTLE },
  { ...credentialRoutes.GetBakedBadge, entry: 'lambdas/credentials/baked-badge.ts', access: 'public', table: 'read', throttle: PUBLIC_READ_THROTTLE, rendersImages: true },
  { ...credentialRoutes.GetStatusList, entry: 'lambdas/credentials/status-list.ts', access: 'public', table: 'read', throttle: CREDENTIAL_READ_THROTTLE },
  { ...credentialRoutes.GetPublicProofCredential, entry: 'lambdas/credentials/public-proof-credential.ts', access: 'public', table: 'read', throttle: PUBLIC_READ_THROTTLE },
  { ...credentialRoutes.VerifyCredential, entry: 'lambdas/credentials/verify.ts', access: 'public', table: 'read', throttle: VERIFY_THROTTLE, clientThrottle: VERIFY_CLIENT_THROTTLE, maxBodyBytes: VERIFY_CREDENTIAL_MAX_BYTES },
  { ...credentialRoutes.GetOwnProofCredential, entry: 'lambdas/credentials/own-credential.ts', access: 'user', table: 'read' },
  { ...credentialRoutes.RevokeOwnProofCredential, entry: 'lambdas/credentials/revoke.ts', access: 'user', table: 'readwrite', signsCredentials: true },
  { ...credentialRoutes.ReissueOwnProofCredential, entry: 'lambdas/credentials/reissue.ts', access: 'user', table: 'readwrite', signsCredentials: true },
  // Adding a proof's credential to a wallet (docs/wallets.md): the owner's offer, then OpenID4VCI's pre-authorized code flow.
  { ...walletRoutes.CreateWalletOffer, entry: 'lambdas/wallet/create-offer.ts', access: 'user', table: 'readwrite' },
  { ...walletRoutes.GetWalletOffer, entry: 'lambdas/wallet/get-offer.ts', access: 'user', table: 'read' },
  { ...walletRoutes.GetCredentialIssuerMetadata, entry: 'lambdas/wallet/issuer-metadata.ts', access: 'public', table: 'none', throttle: CREDENTIAL_READ_THROTTLE },
  { ...walletRoutes.GetWalletAuthorizationServerMetadata, entry: 'lambdas/wallet/authorization-server-metadata.ts', access: 'public', table: 'none', throttle: CREDENTIAL_READ_THROTTLE },
  { ...walletRoutes.GetWalletCredentialOffer, entry: 'lambdas/wallet/credential-offer.ts', access: 'public', table: 'read', throttle: PUBLIC_READ_THROTTLE },
  { ...walletRoutes.WalletToken, entry: 'lambdas/wallet/token.ts', access: 'public', table: 'readwrite', throttle: WALLET_THROTTLE, clientThrottle: WALLET_CLIENT_THROTTLE, maxBodyBytes: 4 * 1024, acceptsForm: true },
  { ...walletRoutes.WalletNonce, entry: 'lambdas/wallet/nonce.ts', access: 'public', table: 'readwrite', throttle: WALLET_THROTTLE, clientThrottle: WALLET_CLIENT_THROTTLE },
  { ...walletRoutes.WalletCredential, entry: 'lambdas/wallet/credential.ts', access: 'public', table: 'readwrite', signsCredentials: true, throttle: WALLET_THROTTLE, clientThrottle: WALLET_CLIENT_THROTTLE, maxBodyBytes: 16 * 1024 },
  { ...walletRoutes.GetWalletInteraction, entry: 'lambdas/wallet/interaction.ts', access: 'public', table: 'read', throttle: PUBLIC_READ_THROTTLE },
  { ...walletRoutes.WalletExchange, entry: 'lambdas/wallet/exchange.ts', access: 'public', table: 'readwrite', signsCredentials: true, throttle: WALLET_EXCHANGE_THROTTLE, maxBodyBytes: 64 * 1024 },
  // Several verified proofs under one link for an application (docs/wallets.md); its presentation is signed on each download.
  { ...bundleRoutes.CreateBundle, entry: 'lambdas/bundles/create.ts', access: 'user', table: 'readwrite' },
  { ...bundleRoutes.ListBundles, entry: 'lambdas/bundles/list.ts', access: 'user', table: 'read' },
  { ...bundleRoutes.RevokeBundle, entry: 'lambdas/bundles/revoke.ts', access: 'user', table: 'readwrite' },
  { ...bundleRoutes.GetPublicBundle, entry: 'lambdas/bundles/public-bundle.ts', access: 'public', table: 'read', throttle: PUBLIC_READ_THROTTLE },
  { ...bundleRoutes.GetBundlePresentation, entry: 'lambdas/bundles/presentation.ts', access: 'public', table: 'read', signsCredentials: true, throttle: CREDENTIAL_READ_THROTTLE },
  // The admin panel (docs/admin.md; wire shapes in domain/api/admin/): admins only, checked again in each function.
  { ...adminRoutes.AdminGetStats, entry: 'lambdas/admin/stats.ts', access: 'admin', table: 'read' },
  { ...adminRoutes.AdminListUsers, entry: 'lambdas/admin/list-users.ts', access: 'admin', table: 'read' },
  { ...adminRoutes.AdminGetUser, entry: 'lambdas/admin/get-user.ts', access: 'admin', table: 'read' },
  { ...adminRoutes.AdminSuspendUser, entry: 'lambdas/admin/suspend-user.ts', access: 'admin', table: 'readwrite', sendsMail: true },
  { ...adminRoutes.AdminRestoreUser, entry: 'lambdas/admin/restore-user.ts', access: 'admin', table: 'readwrite', sendsMail: true, managesAccounts: 'restore' },
  { ...adminRoutes.AdminListRoles, entry: 'lambdas/admin/list-roles.ts', access: 'admin', table: 'read' },
  { ...adminRoutes.AdminGrantRole, entry: 'lambdas/admin/grant-role.ts', access: 'admin', table: 'readwrite' },
  { ...adminRoutes.AdminRevokeRole, entry: 'lambdas/admin/revoke-role.ts', access: 'admin', table: 'readwrite' },
  { ...adminRoutes.AdminListLog, entry: 'lambdas/admin/list-log.ts', access: 'admin', table: 'read' },
  // Operations console of the admin panel (docs/admin-operations.md): the organisation registry
  // behind the company-domain check, audit chains, mails, scheduled jobs, analytics, settings.
  { ...adminRoutes.AdminListDomains, entry: 'lambdas/admin/list-domains.ts', access: 'admin', table: 'read' },
  { ...adminRoutes.AdminAddDomain, entry: 'lambdas/admin/add-domain.ts', access: 'admin', table: 'readwrite' },
  { ...adminRoutes.AdminUpdateDomain, entry: 'lambdas/admin/update-domain.ts', access: 'admin', table: 'readwrite' },
  { ...adminRoutes.AdminDeleteDomain, entry: 'lambdas/admin/delete-domain.ts', access: 'admin', table: 'readwrite' },
  { ...adminRoutes.AdminCheckDomain, entry: 'lambdas/admin/check-domain.ts', access: 'admin', table: 'read' },
  { ...adminRoutes.AdminProofAudit, entry: 'lambdas/admin/proof-audit.ts', access: 'admin', table: 'read' },
  { ...adminRoutes.AdminVerifyProofChain, entry: 'lambdas/admin/verify-proof-chain.ts', access: 'admin', table: 'read' },
  { ...adminRoutes.AdminVerifyActionLog, entry: 'lambdas/admin/verify-admin-log.ts', access: 'admin', table: 'read' },
  { ...adminRoutes.AdminListEmails, entry: 'lambdas/admin/list-emails.ts', access: 'admin', table: 'read' },
  { ...adminRoutes.AdminRetryEmail, entry: 'lambdas/admin/retry-email.ts', access: 'admin', table: 'readwrite', sendsMail: true },
  { ...adminRoutes.AdminListJobs, entry: 'lambdas/admin/list-jobs.ts', access: 'admin', table: 'read' },
  { ...adminRoutes.AdminListDataRequests, entry: 'lambdas/admin/list-data-requests.ts', access: 'admin', table: 'read' },
  // Run now: the same job code as the schedule, so the same permissions (reminders send mail, the archive builder draws cards and writes archives).
  // Run now runs every job's code in this function: it may do whatever a job does (asserted in tests/infra/api.test.ts).
  { ...adminRoutes.AdminRunJob, entry: 'lambdas/admin/run-job.ts', access: 'admin', table: 'readwrite', sendsMail: true, rendersImages: true, archives: 'write', signsCredentials: true, usesTokenKey: true, callsLinkedin: true, managesAccounts: 'erase', shredsPersonalData: true, timeoutSeconds: 29 },
  { ...adminRoutes.AdminAnalytics, entry: 'lambdas/admin/analytics.ts', access: 'admin', table: 'read' },
  { ...adminRoutes.AdminSettings, entry: 'lambdas/admin/settings.ts', access: 'admin', table: 'read', readsSettings: true },
  // Moderation (docs/admin-moderation.md): the public report form, and the admin's recognitions,
  // content-report queue and validations pages.
  // Asking for the link mails an address: as few as a report form's; the page and its removal are the link's.
  { ...publicRoutes.RequestYourDataLink, entry: 'lambdas/public/your-data-link.ts', access: 'public', table: 'readwrite', sendsMail: true, throttle: REPORT_THROTTLE, clientThrottle: REPORT_CLIENT_THROTTLE },
  { ...publicRoutes.OpenYourData, entry: 'lambdas/public/your-data.ts', access: 'public', table: 'read', throttle: PUBLIC_READ_THROTTLE },
  { ...publicRoutes.RemoveYourData, entry: 'lambdas/public/your-data-remove.ts', access: 'public', table: 'readwrite', signsCredentials: true, shredsPersonalData: true, throttle: REPORT_THROTTLE, clientThrottle: REPORT_CLIENT_THROTTLE },
  { ...publicRoutes.ReportContent, entry: 'lambdas/public/report.ts', access: 'public', table: 'readwrite', throttle: REPORT_THROTTLE, clientThrottle: REPORT_CLIENT_THROTTLE, readsClientAddress: true },
  { ...adminRoutes.AdminSearchRecognitions, entry: 'lambdas/admin/search-recognitions.ts', access: 'admin', table: 'read' },
  { ...adminRoutes.AdminGetRecognition, entry: 'lambdas/admin/get-recognition.ts', access: 'admin', table: 'read' },
  { ...adminRoutes.AdminHideRecognition, entry: 'lambdas/admin/hide-recognition.ts', access: 'admin', table: 'readwrite', sendsMail: true, signsCredentials: true },
  { ...adminRoutes.AdminUnhideRecognition, entry: 'lambdas/admin/unhide-recognition.ts', access: 'admin', table: 'readwrite', sendsMail: true, signsCredentials: true },
  { ...adminRoutes.AdminListReports, entry: 'lambdas/admin/list-reports.ts', access: 'admin', table: 'read' },
  { ...adminRoutes.AdminDecideReport, entry: 'lambdas/admin/decide-report.ts', access: 'admin', table: 'readwrite', sendsMail: true, signsCredentials: true },
  { ...adminRoutes.AdminListValidations, entry: 'lambdas/admin/list-validations.ts', access: 'admin', table: 'read' },
  { ...adminRoutes.AdminListSignals, entry: 'lambdas/admin/list-signals.ts', access: 'admin', table: 'read' },
  // Suspensions (docs/suspension.md): the suspended person reads why and appeals, the only calls
  // their account may make; admins work through the appeal queue (a restore enables sign-in, as above).
  { ...accountRoutes.GetAccountStatus, entry: 'lambdas/account/status.ts', access: 'user', table: 'read', allowsSuspended: true },
  { ...accountRoutes.AppealSuspension, entry: 'lambdas/account/appeal.ts', access: 'user', table: 'readwrite', allowsSuspended: true, maxBodyBytes: APPEAL_MAX_BODY_BYTES },
  // The archive of a person's data (docs/data-rights.md): it renders cards, writes to the archives
  // bucket and goes on building for up to 12 s before answering, hence the longer limit.
  // A suspended person may still take their data (allowsSuspended).
  { ...accountRoutes.GetArchive, entry: 'lambdas/account/archive-status.ts', access: 'user', table: 'read', allowsSuspended: true },
  { ...accountRoutes.RequestArchive, entry: 'lambdas/account/request-archive.ts', access: 'user', table: 'readwrite', sendsMail: true, rendersImages: true, archives: 'write', timeoutSeconds: 29, allowsSuspended: true, needsRecentSignIn: true },
  { ...accountRoutes.DownloadArchive, entry: 'lambdas/account/download-archive.ts', access: 'user', table: 'read', archives: 'read', allowsSuspended: true },
  // Closing the account (docs/data-rights.md): a recent sign-in, then the user pool signs them out everywhere.
  { ...accountRoutes.RequestAccountClosure, entry: 'lambdas/account/close-account.ts', access: 'user', table: 'readwrite', sendsMail: true, needsRecentSignIn: true, managesAccounts: 'close', allowsSuspended: true },
  { ...adminRoutes.AdminListAppeals, entry: 'lambdas/admin/list-appeals.ts', access: 'admin', table: 'read' },
  { ...adminRoutes.AdminDecideAppeal, entry: 'lambdas/admin/decide-appeal.ts', access: 'admin', table: 'readwrite', sendsMail: true, managesAccounts: 'restore' },
] as const satisfies readonly RouteDefinition[];

export type RouteName = (typeof routes)[number]['name'];
export type Route<N extends RouteName> = Extract<(typeof routes)[number], { name: N }>;

/**
 * The proof-image function (GET /og/{proxy+}): beside the table rather than in it, because the
 * CDK builds it in its own construct (lib/images.ts: arm64 resvg packaging, CloudFront caching).
 * The local gateway serves it with the table's routes.
 */
export const imageRoute = {
  ...pageRoutes.OgImage,
  entry: 'lambdas/og-image.ts',
  access: 'public',
  table: 'read',
  throttle: PUBLIC_READ_THROTTLE,
  rendersImages: true,
} as const satisfies RouteDefinition;

/** Functions run by a schedule rather than by HTTP. */
export interface ScheduledJobDefinition {
  readonly name: string;
  readonly entry: string;
  /** How often it runs, in minutes (EventBridge rate; the local runtime's interval). */
  readonly everyMinutes: number;
  readonly table: TableAccess;
  /** May send mail through SES. */
  readonly sendsMail?: boolean;
  /** Draws proof cards (Satori + resvg packaging, as the image routes). */
  readonly rendersImages?: boolean;
  /** Writes to the archives bucket. */
  readonly archives?: 'write';
  /** Issues and revokes credentials: it runs beside the signing routes, with the signing key (lib/credentials.ts). */
  readonly signsCredentials?: boolean;
  /** Decrypts stored LinkedIn tokens. */
  readonly usesTokenKey?: boolean;
  /** Calls LinkedIn's API. */
  readonly callsLinkedin?: boolean;
  /** What it does to users of the user pool (RouteDefinition.managesAccounts). */
  readonly managesAccounts?: AccountManagement;
  /** Deletes persons' keys (RouteDefinition.shredsPersonalData). */
  readonly shredsPersonalData?: boolean;
}

export const scheduledJobs: readonly ScheduledJobDefinition[] = [
  { name: 'ExpirySweeper', entry: 'lambdas/expiry-sweeper.ts', everyMinutes: 15, table: 'readwrite' },
  // Sharing on LinkedIn: e-mails a week and a day before a connection expires (docs/linkedin.md).
  // Finishes proof deletions a failure interrupted (core/proofs/proof-deletion.ts) and erases the
  // accounts whose closure is due (core/account/closure/): it tells co-signers and the person,
  // revokes credentials and withdraws co-signatures (signing), deletes posts on LinkedIn with the
  // person's token, and deletes the user from the user pool.
  { name: 'ErasureSweeper', entry: 'lambdas/erasure-sweeper.ts', everyMinutes: 15, table: 'readwrite', sendsMail: true, signsCredentials: true, usesTokenKey: true, callsLinkedin: true, managesAccounts: 'erase', shredsPersonalData: true },
  // Builds the archives a request did not finish (core/account/export/archive-service.ts).
  { name: 'ArchiveBuilder', entry: 'lambdas/archive-builder.ts', everyMinutes: 5, table: 'readwrite', sendsMail: true, rendersImages: true, archives: 'write' },
  { name: 'LinkedinExpiryReminders', entry: 'lambdas/linkedin/expiry-reminders.ts', everyMinutes: 30, table: 'readwrite', sendsMail: true },
];

/**
 * The data migrations (core/data/migrations/): run by the local runtime at start, and in the cloud
 * by a function the deployment invokes once the table and the API functions are in place, and a
 * schedule between deploys (lib/migrations.ts). It writes index and read-model items across the table.
 */
export const dataMigrations = {
  name: 'DataMigrations',
  entry: 'lambdas/migrations.ts',
  table: 'readwrite',
  /** The function's timeout; the run stops starting new steps a minute before it. */
  timeoutMinutes: 13,
  /** A schedule invokes it this often too, to finish a run that stopped at its time limit. */
  continueEveryMinutes: 30,
} as const satisfies { readonly name: string; readonly entry: string; readonly table: TableAccess; readonly timeoutMinutes: number; readonly continueEveryMinutes: number };

/**
 * The function that keeps CloudFront from serving what nobody may see any more. A proof's image URL
 * names its version and is cached for a year, a credential's documents for a day
 * (docs/public-pages.md, "Invalidation"): when a public proof view's card changes or goes (an edit,
 * a lost verification, hiding, a suspension, a deletion), or a credential's stored document is
 * erased (its proof was deleted), the table stream brings the old item and the function
 * invalidates those URLs. The CDK builds it in lib/edge-invalidation.ts; the local runtime feeds it
 * from the same stream.
 */
export const edgeInvalidator = {
  name: 'EdgeInvalidator',
  entry: 'lambdas/edge/invalidate-retired-copies.ts',
  description: 'Invalidates cached proof images and credential documents that may no longer be shown',
  /** Item types whose records reach it (the event source mapping's filter, on the old image). */
  itemTypes: [publicViewItemTypes.publicProofView, credentialItemTypes.credential],
  /** A failed batch (CloudFront busy: TooManyInvalidationsInProgress) is tried again, halved, up to this many times. */
  stream: { batchSize: 100, maxBatchingWindowSeconds: 5, retryAttempts: 10 },
} as const;
