// The admin panel (docs/admin.md, docs/admin-operations.md, docs/admin-moderation.md): admins only.
import type { AdminLogPage } from '../admin/admin-log';
import type { AnalyticsAnswer } from '../admin/analytics';
import type { AppealDecisionBody, SuspensionAppeal, SuspensionAppealPage } from '../admin/appeals';
import type { DataRequestsAnswer } from '../admin/data-requests';
import type { ChainVerificationAnswer, ProofAuditTrail } from '../admin/audit';
import type { DomainCheckAnswer, Organisation, OrganisationBody, OrganisationsPage } from '../admin/domains';
import type { MailPage, MailRecord } from '../admin/emails';
import type { JobRun, JobsOverview } from '../admin/jobs';
import type { AdminProofDetail, AdminProofPage, AdminSignal, AdminValidationRow, ContentReport, HideProofBody, ReportDecisionBody, UnhideProofBody } from '../admin/moderation';
import type { AdminRoleRow, AdminRolesPage, GrantAdminBody, RevokedAdminRole } from '../admin/roles';
import type { EffectiveSettings } from '../admin/settings';
import type { AdminStats } from '../admin/stats';
import type { AdminReasonBody, AdminUserDetail, AdminUsersPage } from '../admin/users';
import type { PageResult } from '../paging';
import { defineRoutes, shape } from '../route-contract';

export const adminRoutes = defineRoutes({
  AdminGetStats: { method: 'GET', path: '/api/admin/stats', answer: shape<AdminStats>() },
  AdminListUsers: { method: 'GET', path: '/api/admin/users', answer: shape<AdminUsersPage>() },
  AdminGetUser: { method: 'GET', path: '/api/admin/users/{id}', answer: shape<AdminUserDetail>() },
  AdminSuspendUser: { method: 'POST', path: '/api/admin/users/{id}/suspend', body: shape<AdminReasonBody>(), answer: shape<AdminUserDetail>() },
  AdminRestoreUser: { method: 'POST', path: '/api/admin/users/{id}/restore', body: shape<AdminReasonBody>(), answer: shape<AdminUserDetail>() },
  AdminListRoles: { method: 'GET', path: '/api/admin/roles', answer: shape<AdminRolesPage>() },
  AdminGrantRole: { method: 'POST', path: '/api/admin/roles', body: shape<GrantAdminBody>(), answer: shape<AdminRoleRow>() },
  AdminRevokeRole: { method: 'DELETE', path: '/api/admin/roles/{userId}', answer: shape<RevokedAdminRole>() },
  AdminListLog: { method: 'GET', path: '/api/admin/log', answer: shape<AdminLogPage>() },
  AdminListDomains: { method: 'GET', path: '/api/admin/domains', answer: shape<OrganisationsPage>() },
  AdminAddDomain: { method: 'POST', path: '/api/admin/domains', body: shape<OrganisationBody>(), answer: shape<Organisation>() },
  AdminUpdateDomain: { method: 'PUT', path: '/api/admin/domains/{id}', body: shape<OrganisationBody>(), answer: shape<Organisation>() },
  AdminDeleteDomain: { method: 'DELETE', path: '/api/admin/domains/{id}', answer: shape<Organisation>() },
  AdminCheckDomain: { method: 'GET', path: '/api/admin/domain-check', answer: shape<DomainCheckAnswer>() },
  AdminProofAudit: { method: 'GET', path: '/api/admin/audit/proofs/{ref}', answer: shape<ProofAuditTrail>() },
  AdminVerifyProofChain: { method: 'POST', path: '/api/admin/audit/proofs/{ref}/verify', answer: shape<ChainVerificationAnswer>() },
  AdminVerifyActionLog: { method: 'POST', path: '/api/admin/log/verify', answer: shape<ChainVerificationAnswer>() },
  AdminListEmails: { method: 'GET', path: '/api/admin/emails', answer: shape<MailPage>() },
  AdminRetryEmail: { method: 'POST', path: '/api/admin/emails/{id}/retry', answer: shape<MailRecord>() },
  AdminListJobs: { method: 'GET', path: '/api/admin/jobs', answer: shape<JobsOverview>() },
  AdminListDataRequests: { method: 'GET', path: '/api/admin/data-requests', answer: shape<DataRequestsAnswer>() },
  AdminRunJob: { method: 'POST', path: '/api/admin/jobs/{name}/run', answer: shape<JobRun>() },
  AdminAnalytics: { method: 'GET', path: '/api/admin/analytics', answer: shape<AnalyticsAnswer>() },
  AdminSettings: { method: 'GET', path: '/api/admin/settings', answer: shape<EffectiveSettings>() },
  AdminSearchRecognitions: { method: 'GET', path: '/api/admin/recognitions', answer: shape<AdminProofPage>() },
  AdminGetRecognition: { method: 'GET', path: '/api/admin/recognitions/{id}', answer: shape<AdminProofDetail>() },
  AdminHideRecognition: { method: 'POST', path: '/api/admin/recognitions/{id}/hide', body: shape<HideProofBody>(), answer: shape<AdminProofDetail>() },
  AdminUnhideRecognition: { method: 'POST', path: '/api/admin/recognitions/{id}/unhide', body: shape<UnhideProofBody>(), answer: shape<AdminProofDetail>() },
  AdminListReports: { method: 'GET', path: '/api/admin/reports', answer: shape<PageResult<ContentReport>>() },
  AdminDecideReport: { method: 'POST', path: '/api/admin/reports/{id}/decision', body: shape<ReportDecisionBody>(), answer: shape<ContentReport>() },
  AdminListValidations: { method: 'GET', path: '/api/admin/validations', answer: shape<PageResult<AdminValidationRow>>() },
  AdminListSignals: { method: 'GET', path: '/api/admin/validation-signals', answer: shape<PageResult<AdminSignal>>() },
  AdminListAppeals: { method: 'GET', path: '/api/admin/appeals', answer: shape<SuspensionAppealPage>() },
  AdminDecideAppeal: { method: 'POST', path: '/api/admin/appeals/{id}/decision', body: shape<AppealDecisionBody>(), answer: shape<SuspensionAppeal>() },
});
