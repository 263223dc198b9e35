// Seeds many users and proofs straight into a runtime's DynamoDB Local, fast: the items are the
// ones the product's own writers put in their transactions (core/data/profiles/profiles.ts newProfileItems,
// core/data/proofs/proofs.ts newProofItems: the profile with its username and product-id
// claims, name-word index and public portfolio entry; the recognition with its title-word index),
// but the Puts go in BatchWriteItem calls of 25 and the counter updates (overview counters, daily
// analytics, the sign-up funnel) are added up and written once per counter item. The proofs are
// drafts as created; the funnel milestones a first proof reaches (written after the transaction)
// are left out, as no admin list reads them.
import { randomBytes, randomUUID } from 'node:crypto';
import { BatchWriteCommand, UpdateCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { Profile, Proof } from '../../domain/entities';
import { tableName } from '../../core/data/plumbing/client';
import { newProfileItems } from '../../core/data/profiles/profiles';
import { newProofItems } from '../../core/data/proofs/proofs';
import type { NamedItems, TransactItem } from '../../core/data/plumbing/transact';
import { makeProof } from '../../tests/support/factories/proof';

export const FIRST_NAMES = ['Ada', 'Alan', 'Grace', 'Linus', 'Margaret', 'Dennis', 'Barbara', 'Ken', 'Frances', 'Edsger', 'Radia', 'Tim', 'Katherine', 'Donald', 'Hedy', 'John', 'Priya', 'Oscar', 'Mei', 'Amara', 'Sofia', 'Mateo', 'Yuki', 'Omar', 'Chloé', 'Lars', 'Zoë', 'Ravi', 'Ines', 'Tomás'];
export const LAST_NAMES = ['Lovelace', 'Turing', 'Hopper', 'Torvalds', 'Hamilton', 'Ritchie', 'Liskov', 'Thompson', 'Allen', 'Dijkstra', 'Perlman', 'Berners-Lee', 'Johnson', 'Knuth', 'Lamarr', 'McCarthy', 'Ramanathan', 'Okafor', 'Chen', 'Nakamura', 'García', 'Rossi', 'Müller', 'Haddad', 'Novak', 'Silva', 'Kowalski', 'Andersen', 'Dubois', 'Costa'];
export const TITLE_VERBS = ['Migrated', 'Rebuilt', 'Launched', 'Automated', 'Scaled', 'Redesigned', 'Secured', 'Simplified', 'Shipped', 'Modernised'];
export const TITLE_OBJECTS = ['billing', 'onboarding', 'search', 'payments', 'reporting', 'checkout', 'logistics', 'analytics', 'support', 'inventory'];
export const TITLE_ENDINGS = ['to event sourcing', 'for enterprise customers', 'across three regions', 'with zero downtime', 'in six weeks', 'on serverless', 'for the mobile app', 'under budget'];

const pick = <T>(list: readonly T[], n: number): T => list[n % list.length]!;
const YEAR_MS = 365 * 24 * 3600 * 1000;

function profileNumber(n: number, now: number): Profile {
  const first = pick(FIRST_NAMES, n);
  const last = pick(LAST_NAMES, Math.floor(n / FIRST_NAMES.length));
  const id = randomUUID();
  return {
    id,
    username: `${first}-${last}-${n}`.normalize('NFKD').replace(/\p{M}+/gu, '').toLowerCase(),
    displayName: `${first} ${last}`,
    avatarUrl: null,
    headline: 'Engineer',
    handle: null,
    bio: null,
    email: `user${n}@bench.example`,
    companyDomain: null,
    portfolioUrl: null,
    productId: `PV${randomBytes(5).toString('hex').toUpperCase()}`,
    plan: 'free',
    createdAt: new Date(now - ((n * 3_137_000) % YEAR_MS)).toISOString(),
    linkedinConnected: false,
    linkedinProfileId: null,
    linkedinScopes: [],
    linkedinAccessTokenEncrypted: null,
  };
}

function recognitionNumber(n: number, owner: Profile): Proof {
  const createdAt = new Date(Date.parse(owner.createdAt) + (n % 1000) * 60_000).toISOString();
  return makeProof({
    ownerUserId: owner.id,
    title: `${pick(TITLE_VERBS, n)} ${pick(TITLE_OBJECTS, Math.floor(n / TITLE_VERBS.length))} ${pick(TITLE_ENDINGS, Math.floor(n / 7))}`,
    description: 'Led the work from the first sketch to the launch.',
    outcomes: [{ description: 'Fewer errors', metric: '-80%' }],
    createdAt,
    updatedAt: createdAt,
  });
}

/** Puts in batches of 25 (several in flight) and counter updates summed per counter item. */
class Writer {
  private readonly puts: Record<string, unknown>[] = [];
  private readonly updates = new Map<string, NonNullable<TransactItem['Update']>>();

  constructor(private readonly db: DynamoDBDocumentClient) {}

  add(items: NamedItems): void {
    for (const item of Object.values(items)) {
      if (!item) continue;
      if (item.Put) this.puts.push(item.Put.Item as Record<string, unknown>);
      else if (item.Update) this.addUpdate(item.Update);
      else throw new Error('a new item was expected to be a Put or an Update');
    }
  }

  private addUpdate(update: NonNullable<TransactItem['Update']>): void {
    const key = JSON.stringify([update.Key, update.UpdateExpression, update.ExpressionAttributeNames]);
    const known = this.updates.get(key);
    if (!known) {
      this.updates.set(key, { ...update, ExpressionAttributeValues: { ...update.ExpressionAttributeValues } });
      return;
    }
    const values = known.ExpressionAttributeValues!;
    for (const [name, value] of Object.entries(update.ExpressionAttributeValues ?? {})) {
      if (typeof value === 'number') values[name] = (values[name] as number) + value;
    }
  }

  /** Writes the Puts gathered so far; returns how many. */
  async flushPuts(): Promise<number> {
    const batches: Record<string, unknown>[][] = [];
    for (let start = 0; start < this.puts.length; start += 25) batches.push(this.puts.slice(start, start + 25));
    await inParallel(batches, (batch) => writeBatch(this.db, batch));
    const written = this.puts.length;
    this.puts.length = 0;
    return written;
  }

  /** Writes the summed counter updates; returns how many counter items were updated. */
  async flushUpdates(): Promise<number> {
    const updates = [...this.updates.values()];
    await inParallel(updates, (update) => this.db.send(new UpdateCommand(update)));
    this.updates.clear();
    return updates.length;
  }
}

async function inParallel<T>(work: readonly T[], run: (item: T) => Promise<unknown>, parallel = 8): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < work.length) await run(work[next++]!);
  };
  await Promise.all(Array.from({ length: parallel }, worker));
}

async function writeBatch(db: DynamoDBDocumentClient, items: Record<string, unknown>[]): Promise<void> {
  let pending = items.map((Item) => ({ PutRequest: { Item } }));
  for (let attempt = 0; pending.length > 0; attempt++) {
    if (attempt > 10) throw new Error('BatchWriteItem kept returning unprocessed items');
    if (attempt > 0) await new Promise((done) => setTimeout(done, 20 * 2 ** Math.min(attempt, 5)));
    const result = await db.send(new BatchWriteCommand({ RequestItems: { [tableName()]: pending } }));
    pending = (result.UnprocessedItems?.[tableName()] ?? []) as typeof pending;
  }
}

export interface Seeded {
  readonly users: number;
  readonly proofs: number;
  readonly items: number;
}

/**
 * Users numbered `from` to `to - 1`, each with `proofsPerUser` draft proofs, written a chunk at a
 * time so memory stays small, through `db` (a client on the runtime's DynamoDB Local). Returns what it wrote (items: Puts and counter items).
 */
export async function seedUsersAndProofs(db: DynamoDBDocumentClient, from: number, to: number, proofsPerUser: number, now = Date.now()): Promise<Seeded> {
  const CHUNK = 1_000;
  let items = 0;
  const writer = new Writer(db);
  for (let start = from; start < to; start += CHUNK) {
    for (let n = start; n < Math.min(to, start + CHUNK); n++) {
      const profile = profileNumber(n, now);
      writer.add(await newProfileItems(profile));
      for (let p = 0; p < proofsPerUser; p++) writer.add(newProofItems(recognitionNumber(n * proofsPerUser + p, profile)));
    }
    items += await writer.flushPuts();
  }
  items += await writer.flushUpdates();
  return { users: to - from, proofs: (to - from) * proofsPerUser, items };
}
