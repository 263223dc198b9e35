// A list kept per mailbox on gsi2 under the mailbox's pseudonym (what a person gave, received or
// reported), read by an address in any spelling, newest first. A mailbox with no key was never
// written under: its list is empty, and reading it makes no key.
import { queryPage, type Item, type Page, type PageOptions } from '../plumbing/items';
import { pseudonymOf } from './pseudonyms';
import { mailboxSubject } from './subjects';

export async function mailboxListPage<T>(address: string, partitionOf: (mailboxPseudonym: string) => string, options: PageOptions, map: (item: Item) => T): Promise<Page<T>> {
  const pseudonym = await pseudonymOf(mailboxSubject(address));
  if (!pseudonym) return { items: [], cursor: null };
  const partition = partitionOf(pseudonym);
  return queryPage(
    { IndexName: 'gsi2', KeyConditionExpression: 'gsi2pk = :pk', ExpressionAttributeValues: { ':pk': partition }, ScanIndexForward: false },
    { gsi2pk: partition },
    options,
    map,
  );
}
