// The organisation registry behind the company-domain check: the organisations (GET
// /api/admin/domains), adding, changing and removing one (each with a reason for the admin log),
// and trying the check as it runs now (GET /api/admin/domain-check, changes nothing).
import type { Organisation, OrganisationBody } from '../../../../domain/api/admin/domains';
import { adminRoutes } from '../../../../domain/api/routes/admin';
import { adminCall, useAdminChange, useAdminPages, useAdminQuery } from './admin-queries';

export const useOrganisations = () => useAdminPages(['domains'], adminRoutes.AdminListDomains);

/** Adds an organisation, or changes `organisation` when there is one. */
export const useSaveOrganisation = (organisation: Organisation | null) =>
  useAdminChange((body: OrganisationBody) =>
    organisation ? adminCall(adminRoutes.AdminUpdateDomain, { params: { id: organisation.id }, body }) : adminCall(adminRoutes.AdminAddDomain, { body }),
  );

export const useRemoveOrganisation = (organisation: Organisation) =>
  useAdminChange((reason: string) => adminCall(adminRoutes.AdminDeleteDomain, { params: { id: organisation.id }, query: { reason } }));

export type DomainCheckQuestion = { email: string; orgName: string };

/** Asks only once there is a question. */
export const useDomainCheck = (asked: DomainCheckQuestion | null) =>
  useAdminQuery(['domains', 'check', asked], adminRoutes.AdminCheckDomain, { query: { email: asked?.email ?? '', orgName: asked?.orgName ?? '' }, enabled: asked !== null });
