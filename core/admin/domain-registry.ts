// The Domains page's actions (docs/admin-operations.md): an admin adds, changes or removes an
// organisation of the company-domain registry; each change is written in one transaction with its
// entry in the admin action log (who, when, what, why) and holds from the next check.
import type { DomainCheckAnswer, Organisation, OrganisationInput, OrganisationsPage } from '../../domain/api/admin/domains';
import { domainMessages } from '../../domain/api/admin/domains';
import type { SessionUser } from '../../domain/entities';
import type { RegisteredOrganisation } from '../../domain/rules/domain-registry';
import { AlreadyExistsError, ConflictError, NotFoundError } from '../data/plumbing/errors';
import type { PageOptions } from '../data/plumbing/items';
import {
  listOrganisations,
  organisationWriteError,
  planCreateOrganisation,
  planDeleteOrganisation,
  planUpdateOrganisation,
  type OrganisationWrite,
} from '../data/organisations/organisations';
import { conflict, notFound } from '../errors';
import { checkCompanyDomain } from '../validation/company-domain-check';
import { recordAdminAction } from '../data/admin-log/admin-log';

const listed = (domains: readonly string[]) => domains.join(', ');

/** The log entry's facts about an organisation as it is after (or before) the change. */
function facts(organisation: Organisation, prefix = '') {
  return {
    [`${prefix}name`]: organisation.name,
    [`${prefix}aliases`]: listed(organisation.aliases),
    [`${prefix}exactDomains`]: listed(organisation.exactDomains),
    [`${prefix}subsidiaryDomains`]: listed(organisation.subsidiaryDomains),
  };
}

async function write(action: 'domain-add' | 'domain-edit' | 'domain-remove', admin: SessionUser, reason: string, plan: OrganisationWrite): Promise<void> {
  const organisation = (plan.after ?? plan.before)!;
  try {
    await recordAdminAction(
      {
        action,
        actor: admin.id,
        target: `domain:${organisation.name}`,
        reason,
        details: { organisationId: organisation.id, ...facts(organisation), ...(plan.before && plan.after ? facts(plan.before, 'before.') : {}) },
      },
      plan.items,
    );
  } catch (error) {
    throw translate(organisationWriteError(error));
  }
}

function translate(error: unknown): unknown {
  if (error instanceof AlreadyExistsError) return conflict(domainMessages.nameTaken);
  if (error instanceof NotFoundError) return notFound(domainMessages.notFound);
  if (error instanceof ConflictError) return conflict(domainMessages.changedMeanwhile);
  return error;
}

/** The registry by name (its seeded organisations are added by the data migrations, core/data/migrations/). */
export function organisationsPage(options: PageOptions): Promise<OrganisationsPage> {
  return listOrganisations(options);
}

export async function addOrganisation(admin: SessionUser, input: OrganisationInput): Promise<Organisation> {
  const plan = planCreateOrganisation(input, admin.id);
  await write('domain-add', admin, input.reason, plan);
  return plan.after!;
}

export async function changeOrganisation(admin: SessionUser, organisationId: string, input: OrganisationInput): Promise<Organisation> {
  const plan = await planUpdateOrganisation(organisationId, input, admin.id, input.version).catch((error: unknown) => {
    throw translate(error);
  });
  await write('domain-edit', admin, input.reason, plan);
  return plan.after!;
}

export async function removeOrganisation(admin: SessionUser, organisationId: string, reason: string): Promise<Organisation> {
  const plan = await planDeleteOrganisation(organisationId).catch((error: unknown) => {
    throw translate(error);
  });
  await write('domain-remove', admin, reason, plan);
  return plan.before!;
}

/** What the company-domain check says now for an address at an organisation. */
export async function tryDomainCheck(email: string, orgName: string): Promise<DomainCheckAnswer> {
  const check = await checkCompanyDomain({ email, orgName, role: 'peer' });
  // A seeded entry answers from code (with no id) until the registry is seeded.
  const found = check.organisation as (RegisteredOrganisation & { id?: string }) | null;
  return { trustLevel: check.trustLevel, trustScore: check.trustScore, matchType: check.matchType, organisation: found ? { id: found.id ?? null, name: found.name } : null };
}
