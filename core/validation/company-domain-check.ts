// The company-domain check as the server runs it: the organisation registry's entry for the
// proof's organisation (looked up fresh, so an admin's edit holds from the next check) and the
// pure rule of domain/rules/company-domain.ts.
import type { ValidatorRole } from '../../domain/entities';
import { companyDomainTrust, type DomainTrust } from '../../domain/rules/company-domain';
import type { RegisteredOrganisation } from '../../domain/rules/domain-registry';
import { findOrganisationByName } from '../data/organisations/organisations';

export interface CompanyDomainCheck extends DomainTrust {
  /** The registry entry consulted; null when the name heuristic alone decided. */
  readonly organisation: RegisteredOrganisation | null;
}

export async function checkCompanyDomain(input: { email: string; orgName: string | null; role: ValidatorRole }): Promise<CompanyDomainCheck> {
  const organisation = await findOrganisationByName(input.orgName);
  return { ...companyDomainTrust(input, organisation), organisation };
}

/** The registry entry for a proof's organisation, for callers that rate several addresses at once. */
export const registeredOrganisationFor = (orgName: string | null): Promise<RegisteredOrganisation | null> => findOrganisationByName(orgName);
