// The admin's title search without a Scan: one small item per word of a proof's title, pk
// `TITLEWORD#{first character}` sk `{word}#{recognitionId}`, written in the transaction that
// creates the proof and brought in step when its title changes. A word-prefix search is one
// bounded Query (begins_with on the sort key) in the partition of the prefix's first character.
import { DeleteCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { titleWords } from '../../../domain/rules/title-words';
import { db, tableName } from '../plumbing/client';
import { queryPage, type Page, type PageOptions } from '../plumbing/items';
import { titleWordItemTypes, titleWordKeys } from './keys';
import type { TransactItem } from '../plumbing/transact';

function wordItem(word: string, proofId: string) {
  return { ...titleWordKeys.proofTitleWord(word, proofId), type: titleWordItemTypes.proofTitleWord, word, recognitionId: proofId };
}

/** The Puts for a new proof's title words, named for transactWrite. */
export function titleWordPuts(title: string, proofId: string): Record<string, TransactItem> {
  return Object.fromEntries(titleWords(title).map((word, index) => [`titleWord:${index}`, { Put: { TableName: tableName(), Item: wordItem(word, proofId) } }]));
}

/** After a title change: the words that went are deleted, the new ones written (idempotent). */
export async function reindexProofTitle(proofId: string, previousTitle: string, title: string): Promise<void> {
  const before = new Set(titleWords(previousTitle));
  const after = new Set(titleWords(title));
  await Promise.all([
    ...[...before].filter((word) => !after.has(word)).map((word) => db().send(new DeleteCommand({ TableName: tableName(), Key: titleWordKeys.proofTitleWord(word, proofId) }))),
    ...[...after].filter((word) => !before.has(word)).map((word) => db().send(new PutCommand({ TableName: tableName(), Item: wordItem(word, proofId) }))),
  ]);
}

/** Proof ids whose title has a word beginning with `prefix` (one lower-cased word), in word order. */
export function findProofIdsByTitleWord(prefix: string, options: PageOptions = {}): Promise<Page<string>> {
  const partition = titleWordKeys.proofTitleWordPartition(prefix);
  return queryPage(
    {
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
      ExpressionAttributeValues: { ':pk': partition, ':prefix': prefix },
    },
    { pk: partition },
    options,
    (item) => String(item.recognitionId),
  );
}
