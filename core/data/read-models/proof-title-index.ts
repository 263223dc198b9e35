// The admin's title search without a Scan: one small item per word of a proof's title, pk
// `TITLEWORD#{first character}` sk `{word}#{recognitionId}`, written in the transaction that
// creates the proof and brought in step when its title changes. A word-prefix search is one
// bounded Query (begins_with on the sort key) in the partition of the prefix's first character.
import { DeleteCommand } from '@aws-sdk/lib-dynamodb';
import { titleWords } from '../../../domain/rules/title-words';
import { db, tableName } from '../plumbing/client';
import { queryPage, type Page, type PageOptions } from '../plumbing/items';
import { titleWordItemTypes, titleWordKeys } from './keys';
import { TransactionCancelled, transactWrite, type TransactItem } from '../plumbing/transact';
import { proofNotDeletedCheck } from '../proofs/proof-items';

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
  const added = [...after].filter((word) => !before.has(word));
  await Promise.all([
    ...[...before].filter((word) => !after.has(word)).map((word) => db().send(new DeleteCommand({ TableName: tableName(), Key: titleWordKeys.proofTitleWord(word, proofId) }))),
    // Not for a proof deleted meanwhile: its removal may have read the title already.
    added.length > 0
      ? transactWrite({ ...Object.fromEntries(added.map((word, index) => [`word:${index}`, { Put: { TableName: tableName(), Item: wordItem(word, proofId) } }])), proof: proofNotDeletedCheck(proofId) }).catch((error: unknown) => {
          if (!(error instanceof TransactionCancelled && error.failed('proof'))) throw error;
        })
      : null,
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
