// The organisation registry behind the company-domain check: the organisations (GET
// /api/admin/domains), adding, changing and removing one (each with a reason for the admin log),
// and trying the check as it runs now (GET /api/admin/domain-check, changes nothing).
import type { DomainCheckAnswer, Organisation, OrganisationBody } from '../../../../domain/api/admin/domains';
import { useAdminChange, useAdminPages, useAdminQuery } from './admin-queries';

export const useOrganisations = () => useAdminPages<Organisation>(['domains'], '/domains');

/** Adds an organisation, or changes `organisation` when there is one. */
export const useSaveOrganisation = (organisation: Organisation | null) =>
  useAdminChange<OrganisationBody, Organisation>((body) =>
    organisation ? { path: `/domains/${encodeURIComponent(organisation.id)}`, method: 'PUT', body } : { path: '/domains', method: 'POST', body },
  );

export const useRemoveOrganisation = (organisation: Organisation) =>
  useAdminChange<string, Organisation>((reason) => ({ path: `/domains/${encodeURIComponent(organisation.id)}?reason=${encodeURIComponent(reason)}`, method: 'DELETE' }));

export type DomainCheckQuestion = { email: string; orgName: string };

/** Asks only once there is a question. */
export const useDomainCheck = (asked: DomainCheckQuestion | null) =>
  useAdminQuery<DomainCheckAnswer>(
    ['domains', 'check', asked],
    `/domain-check?email=${encodeURIComponent(asked?.email ?? '')}&orgName=${encodeURIComponent(asked?.orgName ?? '')}`,
    asked !== null,
  );
