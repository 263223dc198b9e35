// The single DynamoDB table, described once. The CDK stack and the local runtime both build the
// table from this object, so keys, indexes, TTL and the stream cannot differ between them.
// Data only: no SDK imports (the CDK app reads it at synth time).

export interface KeyAttribute {
  readonly name: string;
  readonly type: 'S' | 'N';
}

export interface IndexDefinition {
  readonly indexName: string;
  readonly partitionKey: KeyAttribute;
  readonly sortKey: KeyAttribute;
}

export interface TableDefinition {
  readonly partitionKey: KeyAttribute;
  readonly sortKey: KeyAttribute;
  readonly globalSecondaryIndexes: readonly IndexDefinition[];
  /** Epoch-seconds attribute after which DynamoDB deletes the item (rate-limit counters only). */
  readonly timeToLiveAttribute?: string;
  readonly stream?: 'NEW_AND_OLD_IMAGES';
}

export const tableDefinition: TableDefinition = {
  partitionKey: { name: 'pk', type: 'S' },
  sortKey: { name: 'sk', type: 'S' },
  globalSecondaryIndexes: [
    { indexName: 'gsi1', partitionKey: { name: 'gsi1pk', type: 'S' }, sortKey: { name: 'gsi1sk', type: 'S' } },
    { indexName: 'gsi2', partitionKey: { name: 'gsi2pk', type: 'S' }, sortKey: { name: 'gsi2sk', type: 'S' } },
  ],
  timeToLiveAttribute: 'ttl',
  stream: 'NEW_AND_OLD_IMAGES',
};

/**
 * The persons' data keys (core/data/personal-data/person-keys.ts): no index, no stream, no TTL,
 * and in the cloud no backups, so that deleting a key deletes its last copy.
 */
export const personKeyTableDefinition: TableDefinition = {
  partitionKey: { name: 'pk', type: 'S' },
  sortKey: { name: 'sk', type: 'S' },
  globalSecondaryIndexes: [],
};

/** The table's name when none is configured (the local runtime's default). */
export const DEFAULT_TABLE_NAME = 'provenly';
