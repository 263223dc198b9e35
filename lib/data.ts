// The single DynamoDB table, built from the definition the local runtime also uses; the KMS key
// that encrypts stored LinkedIn tokens; and the persons' keys (docs/data-rights.md, crypto-
// shredding): their table, without backups or a stream, and the KMS key that wraps them. All hold
// user data: they survive a stack deletion.
import { type CfnResource, RemovalPolicy } from 'aws-cdk-lib';
import * as dynamodb from 'aws-cdk-lib/aws-dynamodb';
import * as kms from 'aws-cdk-lib/aws-kms';
import { NagSuppressions } from 'cdk-nag';
import { Construct } from 'constructs';
import { personKeyTableDefinition, type KeyAttribute, type TableDefinition } from '../core/data/table-definition';

/** Logical ids that must never change: a new id would mean a new, empty resource. */
export const STABLE_IDS = {
  table: 'ProvenlyTable',
  tokenKey: 'LinkedInTokenKey',
  personKeyTable: 'ProvenlyPersonKeys',
  personalDataKey: 'PersonalDataKey',
  userPool: 'ProvenlyUserPool',
} as const;

export interface DataProps {
  readonly definition: TableDefinition;
}

const attribute = (key: KeyAttribute): dynamodb.Attribute => ({
  name: key.name,
  type: key.type === 'S' ? dynamodb.AttributeType.STRING : dynamodb.AttributeType.NUMBER,
});

/** Where each person's data key is kept, and the KMS key that wraps them. */
export interface PersonKeys {
  readonly table: dynamodb.ITable;
  readonly wrappingKey: kms.IKey;
}

export class Data extends Construct {
  readonly table: dynamodb.Table;
  readonly tokenKey: kms.Key;
  readonly personKeys: PersonKeys;

  constructor(scope: Construct, id: string, props: DataProps) {
    super(scope, id);
    const { definition } = props;

    this.table = new dynamodb.Table(this, 'Table', {
      partitionKey: attribute(definition.partitionKey),
      sortKey: attribute(definition.sortKey),
      billingMode: dynamodb.BillingMode.PAY_PER_REQUEST,
      pointInTimeRecoverySpecification: { pointInTimeRecoveryEnabled: true },
      deletionProtection: true,
      removalPolicy: RemovalPolicy.RETAIN,
      timeToLiveAttribute: definition.timeToLiveAttribute,
      ...(definition.stream ? { stream: dynamodb.StreamViewType[definition.stream] } : {}),
    });
    for (const index of definition.globalSecondaryIndexes) {
      this.table.addGlobalSecondaryIndex({
        indexName: index.indexName,
        partitionKey: attribute(index.partitionKey),
        sortKey: attribute(index.sortKey),
        projectionType: dynamodb.ProjectionType.ALL,
      });
    }
    (this.table.node.defaultChild as CfnResource).overrideLogicalId(STABLE_IDS.table);

    this.tokenKey = new kms.Key(this, 'LinkedInTokenKey', {
      description: 'Encrypts LinkedIn access tokens stored in the table',
      enableKeyRotation: true,
      removalPolicy: RemovalPolicy.RETAIN,
    });
    (this.tokenKey.node.defaultChild as CfnResource).overrideLogicalId(STABLE_IDS.tokenKey);

    // No point-in-time recovery, no stream, no backup plan: deleting a person's key must delete its
    // last copy. Deletion protection, RETAIN and IAM without DeleteTable guard the table instead.
    const personKeyTable = new dynamodb.Table(this, 'PersonKeys', {
      partitionKey: attribute(personKeyTableDefinition.partitionKey),
      sortKey: attribute(personKeyTableDefinition.sortKey),
      billingMode: dynamodb.BillingMode.PAY_PER_REQUEST,
      pointInTimeRecoverySpecification: { pointInTimeRecoveryEnabled: false },
      deletionProtection: true,
      removalPolicy: RemovalPolicy.RETAIN,
    });
    (personKeyTable.node.defaultChild as CfnResource).overrideLogicalId(STABLE_IDS.personKeyTable);
    NagSuppressions.addResourceSuppressions(personKeyTable, [{
      id: 'AwsSolutions-DDB3',
      reason: 'The persons\' keys are kept without point-in-time recovery on purpose: erasure deletes a key, and a backup would bring it back (docs/data-rights.md, "Keys per person").',
    }]);
    const wrappingKey = new kms.Key(this, 'PersonalDataKey', {
      description: 'Wraps the data key of each person whose data is stored (crypto-shredding)',
      enableKeyRotation: true,
      removalPolicy: RemovalPolicy.RETAIN,
    });
    (wrappingKey.node.defaultChild as CfnResource).overrideLogicalId(STABLE_IDS.personalDataKey);
    this.personKeys = { table: personKeyTable, wrappingKey };
  }
}
