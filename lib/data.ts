// The single DynamoDB table, built from the definition the local runtime also uses, and the KMS
// key that encrypts stored LinkedIn tokens. Both hold user data: they survive a stack deletion.
import { type CfnResource, RemovalPolicy } from 'aws-cdk-lib';
import * as dynamodb from 'aws-cdk-lib/aws-dynamodb';
import * as kms from 'aws-cdk-lib/aws-kms';
import { Construct } from 'constructs';
import type { KeyAttribute, TableDefinition } from '../core/data/table-definition';

/** Logical ids that must never change: a new id would mean a new, empty resource. */
export const STABLE_IDS = {
  table: 'ProvenlyTable',
  tokenKey: 'LinkedInTokenKey',
  userPool: 'ProvenlyUserPool',
} as const;

export interface DataProps {
  readonly definition: TableDefinition;
}

const attribute = (key: KeyAttribute): dynamodb.Attribute => ({
  name: key.name,
  type: key.type === 'S' ? dynamodb.AttributeType.STRING : dynamodb.AttributeType.NUMBER,
});

export class Data extends Construct {
  readonly table: dynamodb.Table;
  readonly tokenKey: kms.Key;

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
      stream: dynamodb.StreamViewType[definition.stream],
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
  }
}
