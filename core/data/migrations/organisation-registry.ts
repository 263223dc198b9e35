// The company-domain registry's seeded organisations (core/data/organisations/organisations.ts): added once to a
// new table. A table seeded before the migrations existed (the registry's own marker) is done.
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '../plumbing/client';
import { organisationKeys } from '../organisations/keys';
import { seedOrganisationRegistry } from '../organisations/organisations';
import type { Migration } from './migration';

export const organisationRegistryMigration: Migration = {
  id: 'organisation-registry',
  version: 1,
  description: 'Seeds the organisation registry behind the company-domain check',
  async doneBefore() {
    const { Item } = await db().send(new GetCommand({ TableName: tableName(), Key: organisationKeys.organisationRegistrySeeded, ConsistentRead: true }));
    return Item !== undefined;
  },
  async step() {
    // Conditional per organisation and name, so a second run adds nothing (and never a duplicate).
    const added = await seedOrganisationRegistry();
    return { cursor: null, processed: added.length };
  },
};
