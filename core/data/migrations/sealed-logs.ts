// The mail log and the content reports written before personal data was sealed: their recipients,
// subjects, reporters' addresses and texts sealed in place, and indexed by their person's
// pseudonym (the archive lists the mails a person received and the reports they made). Bounded lists: the mail log keeps 90
// days, the reports are few. A step is one page of one list; the cursor says which and where.
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { REPORT_STATES } from '../../../domain/api/admin/moderation';
import { storedDb, tableName } from '../plumbing/client';
import { decodeCursor, encodeCursor } from '../plumbing/cursors';
import { reportKeys } from '../content-reports/keys';
import { mailKeys } from '../mail-log/keys';
import type { Item } from '../plumbing/items';
import { pseudonymFor } from '../personal-data/pseudonyms';
import { mailboxSubject } from '../personal-data/subjects';
import type { Migration } from './migration';
import { sealInPlace } from './reseal';

interface List {
  readonly index?: string;
  readonly attribute: string;
  readonly partition: string;
}

const LISTS: readonly List[] = [
  { attribute: 'pk', partition: mailKeys.mailsPartition },
  ...REPORT_STATES.map((state) => ({ index: 'gsi1', attribute: 'gsi1pk', partition: reportKeys.contentReportPartition(state) })),
];

const PAGE = 100;

/** The index by its person's pseudonym the item was written without (the archive reads it); none when it has it. */
async function personIndex(item: Item): Promise<Record<string, string>> {
  if (item.gsi2pk !== undefined) return {};
  const address = item.type === 'MailRecord' ? item.recipient : item.type === 'ContentReport' ? item.reporterEmail : null;
  if (typeof address !== 'string' || !address.includes('@')) return {};
  const pseudonym = await pseudonymFor(mailboxSubject(address));
  return item.type === 'MailRecord' ? mailKeys.mailsToMailbox(pseudonym, String(item.id)) : reportKeys.reportsBy(pseudonym, String(item.createdAt), String(item.id));
}

export const sealedLogsMigration: Migration = {
  id: 'sealed-logs',
  version: 2,
  backfill: true,
  description: 'Seals the personal data of the mail log and the content reports, and indexes them by person',
  async step(cursor) {
    const [listText, inner] = cursor ? (JSON.parse(cursor) as [number, string | null]) : [0, null];
    const list = LISTS[listText]!;
    const scope = { ...(list.index ? { indexName: list.index } : {}), partition: { [list.attribute]: list.partition } };
    const page = await storedDb().send(
      new QueryCommand({
        TableName: tableName(),
        ...(list.index ? { IndexName: list.index } : {}),
        KeyConditionExpression: '#p = :p',
        ExpressionAttributeNames: { '#p': list.attribute },
        ExpressionAttributeValues: { ':p': list.partition },
        Limit: PAGE,
        ExclusiveStartKey: decodeCursor(inner, scope),
      }),
    );
    let processed = 0;
    for (const item of page.Items ?? []) if (await sealInPlace(item, personIndex)) processed += 1;
    const next = encodeCursor(page.LastEvaluatedKey);
    if (next) return { cursor: JSON.stringify([listText, next]), processed };
    return { cursor: listText + 1 < LISTS.length ? JSON.stringify([listText + 1, null]) : null, processed };
  },
};
