// An owner's lists on gsi1 (their proofs, requests, decisions received and bundle links), newest
// first, a page at a time: each list is the owner's partition with its own sort-key prefix.
import { queryPage, type Item, type Page, type PageOptions } from './items';
import { OWNER_LIST_PREFIX, ownerPartition } from './key-parts';

export function ownerListPage<T>(
  ownerUserId: string,
  list: keyof typeof OWNER_LIST_PREFIX,
  options: PageOptions,
  map: (item: Item) => T,
): Promise<Page<T>> {
  const partition = ownerPartition(ownerUserId);
  return queryPage(
    {
      IndexName: 'gsi1',
      KeyConditionExpression: 'gsi1pk = :pk AND begins_with(gsi1sk, :prefix)',
      ExpressionAttributeValues: { ':pk': partition, ':prefix': OWNER_LIST_PREFIX[list] },
      ScanIndexForward: false,
    },
    { gsi1pk: partition },
    options,
    map,
  );
}
