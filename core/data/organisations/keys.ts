// The keys of the company-domain registry of the operations console (docs/admin-operations.md).
// docs/data-model.md lists the layout and the access pattern each key serves.
import { type Key } from '../plumbing/key-parts';

/** The item kinds of the organisation registry (the `type` attribute). */
export const organisationItemTypes = {
  organisation: 'Organisation',
  organisationName: 'OrganisationName',
  organisationRegistry: 'OrganisationRegistry',
} as const;

export const organisationKeys = {
  /** An organisation of the company-domain registry, and the registry's list (by name) on gsi1. */
  organisation: (organisationId: string): Key => ({ pk: `ORG#${organisationId}`, sk: 'ORG' }),
  organisationList: (nameKey: string, organisationId: string) => ({ gsi1pk: 'ORGANISATIONS', gsi1sk: `${nameKey}#${organisationId}` }),
  organisationsPartition: 'ORGANISATIONS',
  /** One per name and alias (organisationKey of domain/rules/company-domain.ts): the check's lookup. */
  organisationName: (nameKey: string): Key => ({ pk: `ORGNAME#${nameKey}`, sk: 'ORGNAME' }),
  /** Present once the registry was given its seeded organisations. */
  organisationRegistrySeeded: { pk: 'ORGREGISTRY', sk: 'SEEDED' } as Key,
} as const;
