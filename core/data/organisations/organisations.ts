// The organisation registry behind the company-domain check (docs/admin-operations.md).
//
// An organisation item (`ORG#{id}`) is listed by name on gsi1. Each of its names (the name and
// every alias, as organisationKey gives them) has a name item (`ORGNAME#{key}`) carrying a copy
// of the organisation, so the check finds an entry with one BatchGetItem. Names are unique across
// the registry: creating or editing puts the name items only where absent or already this
// organisation's, in the same transaction as the organisation, which is versioned.
import { randomUUID } from 'node:crypto';
import type { Organisation } from '../../../domain/api/admin/domains';
import { organisationKey } from '../../../domain/rules/company-domain';
import { SEEDED_ORGANISATIONS, type RegisteredOrganisation } from '../../../domain/rules/domain-registry';
import { clock } from '../../clock';
import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '../plumbing/client';
import { AlreadyExistsError, ConflictError, NotFoundError } from '../plumbing/errors';
import { batchGet, fromItem, queryPage, type Page, type PageOptions } from '../plumbing/items';
import { organisationItemTypes, organisationKeys } from './keys';
import { isConditionFailed, TransactionCancelled, transactWrite, type NamedItems } from '../plumbing/transact';

export type OrganisationFields = RegisteredOrganisation;

const nameKeysOf = (organisation: Pick<RegisteredOrganisation, 'name' | 'aliases'>): string[] =>
  [...new Set([organisation.name, ...organisation.aliases].map(organisationKey).filter((key) => key !== ''))];

function organisationOf(item: Record<string, unknown>): Organisation {
  const { version, ...rest } = item;
  return { ...fromItem<Omit<Organisation, 'version'>>(rest, ['organisationId']), version: Number(version) };
}

export async function getOrganisation(organisationId: string): Promise<Organisation | null> {
  const result = await db().send(new GetCommand({ TableName: tableName(), Key: organisationKeys.organisation(organisationId), ConsistentRead: true }));
  return result.Item ? organisationOf(result.Item) : null;
}

/**
 * The registry's entry for a proof's organisation name, or null. Until the registry has been
 * seeded (a new deployment), the seeded organisations answer from code, so the known cases hold
 * from the first check; once seeded, only what is stored counts (an admin may delete a seed).
 */
export async function findOrganisationByName(orgName: string | null): Promise<RegisteredOrganisation | null> {
  const key = organisationKey(orgName ?? '');
  if (!key) return null;
  const items = await batchGet([organisationKeys.organisationName(key), organisationKeys.organisationRegistrySeeded]);
  const named = items.find((item) => item.pk === organisationKeys.organisationName(key).pk);
  if (named) return organisationOf(named);
  const seeded = items.some((item) => item.pk === organisationKeys.organisationRegistrySeeded.pk);
  if (seeded) return null;
  return SEEDED_ORGANISATIONS.find((organisation) => nameKeysOf(organisation).includes(key)) ?? null;
}

/** The registry, by name. */
export async function listOrganisations(options: PageOptions = {}): Promise<Page<Organisation>> {
  return queryPage(
    { IndexName: 'gsi1', KeyConditionExpression: 'gsi1pk = :pk', ExpressionAttributeValues: { ':pk': organisationKeys.organisationsPartition } },
    { gsi1pk: organisationKeys.organisationsPartition },
    options,
    organisationOf,
  );
}

function writeItems(organisation: Organisation, previous: Organisation | null): NamedItems {
  const T = tableName();
  const { version: _version, ...fields } = organisation;
  const newKeys = nameKeysOf(organisation);
  const oldKeys = previous ? nameKeysOf(previous) : [];
  const items: Record<string, NamedItems[string]> = {
    organisation: {
      Put: {
        TableName: T,
        Item: { ...organisation, ...organisationKeys.organisation(organisation.id), ...organisationKeys.organisationList(newKeys[0]!, organisation.id), type: organisationItemTypes.organisation },
        ...(previous
          ? { ConditionExpression: '#version = :expected', ExpressionAttributeNames: { '#version': 'version' }, ExpressionAttributeValues: { ':expected': previous.version } }
          : { ConditionExpression: 'attribute_not_exists(pk)' }),
      },
    },
  };
  for (const key of newKeys) {
    items[`name:${key}`] = {
      Put: {
        TableName: T,
        Item: { ...fields, version: organisation.version, organisationId: organisation.id, ...organisationKeys.organisationName(key), type: organisationItemTypes.organisationName },
        ConditionExpression: 'attribute_not_exists(pk) OR organisationId = :id',
        ExpressionAttributeValues: { ':id': organisation.id },
      },
    };
  }
  for (const key of oldKeys.filter((key) => !newKeys.includes(key))) {
    items[`old:${key}`] = { Delete: { TableName: T, Key: organisationKeys.organisationName(key), ConditionExpression: 'organisationId = :id', ExpressionAttributeValues: { ':id': organisation.id } } };
  }
  return items;
}

/** A failed organisation write as the data layer's typed outcome (a taken name, a changed version). */
export function organisationWriteError(error: unknown): unknown {
  if (error instanceof TransactionCancelled) {
    if (error.firstFailed('name:')) return new AlreadyExistsError('organisationName');
    if (error.firstFailed('organisation', 'old:')) return new ConflictError('organisation');
  }
  return error;
}

export interface OrganisationWrite {
  readonly before: Organisation | null;
  readonly after: Organisation | null;
  /** The transaction's items: written alone, or beside the admin log's entry. */
  readonly items: NamedItems;
}

/** What adding an organisation writes. */
export function planCreateOrganisation(fields: OrganisationFields, actorId: string | null): OrganisationWrite {
  const now = clock.nowIso();
  const organisation: Organisation = { id: randomUUID(), ...pick(fields), createdAt: now, updatedAt: now, updatedBy: actorId, version: 1 };
  return { before: null, after: organisation, items: writeItems(organisation, null) };
}

/**
 * What changing an organisation from `expectedVersion` writes. Throws NotFoundError, or
 * ConflictError when it changed since.
 */
export async function planUpdateOrganisation(organisationId: string, fields: OrganisationFields, actorId: string, expectedVersion?: number): Promise<OrganisationWrite> {
  const before = await getOrganisation(organisationId);
  if (!before) throw new NotFoundError('organisation');
  if (expectedVersion !== undefined && expectedVersion !== before.version) throw new ConflictError('organisation');
  const after: Organisation = { ...before, ...pick(fields), updatedAt: clock.nowIso(), updatedBy: actorId, version: before.version + 1 };
  return { before, after, items: writeItems(after, before) };
}

/** What removing an organisation and its names writes. Throws NotFoundError when there is none. */
export async function planDeleteOrganisation(organisationId: string): Promise<OrganisationWrite> {
  const before = await getOrganisation(organisationId);
  if (!before) throw new NotFoundError('organisation');
  const T = tableName();
  const items: Record<string, NamedItems[string]> = {
    organisation: { Delete: { TableName: T, Key: organisationKeys.organisation(organisationId), ConditionExpression: '#version = :expected', ExpressionAttributeNames: { '#version': 'version' }, ExpressionAttributeValues: { ':expected': before.version } } },
  };
  for (const key of nameKeysOf(before)) {
    items[`old:${key}`] = { Delete: { TableName: T, Key: organisationKeys.organisationName(key), ConditionExpression: 'organisationId = :id', ExpressionAttributeValues: { ':id': organisationId } } };
  }
  return { before, after: null, items };
}

/** Adds an organisation on its own (the seeds). Throws AlreadyExistsError('organisationName') when a name is taken. */
export async function createOrganisation(fields: OrganisationFields, actorId: string | null): Promise<Organisation> {
  const plan = planCreateOrganisation(fields, actorId);
  try {
    await transactWrite(plan.items);
  } catch (error) {
    throw organisationWriteError(error);
  }
  return plan.after!;
}

/**
 * Gives a new registry its seeded organisations, once: each one whose names are all free is
 * added; then the registry is marked seeded. Returns the organisations it added.
 */
export async function seedOrganisationRegistry(): Promise<Organisation[]> {
  const marker = await db().send(new GetCommand({ TableName: tableName(), Key: organisationKeys.organisationRegistrySeeded, ConsistentRead: true }));
  if (marker.Item) return [];
  const added: Organisation[] = [];
  for (const seed of SEEDED_ORGANISATIONS) {
    try {
      added.push(await createOrganisation(seed, null));
    } catch (error) {
      if (!(error instanceof AlreadyExistsError)) throw error;
    }
  }
  try {
    await db().send(
      new PutCommand({
        TableName: tableName(),
        Item: { ...organisationKeys.organisationRegistrySeeded, type: organisationItemTypes.organisationRegistry, seededAt: clock.nowIso() },
        ConditionExpression: 'attribute_not_exists(pk)',
      }),
    );
  } catch (error) {
    if (!isConditionFailed(error)) throw error;
  }
  return added;
}

const pick = (fields: OrganisationFields): RegisteredOrganisation => ({
  name: fields.name,
  aliases: [...fields.aliases],
  exactDomains: [...fields.exactDomains],
  subsidiaryDomains: [...fields.subsidiaryDomains],
});
