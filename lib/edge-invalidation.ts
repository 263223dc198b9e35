// The function that invalidates retired proof images at the edge (`edgeInvalidator`, lambdas/routes.ts),
// fed by the table stream: only records whose old image is a public proof view reach it, and it
// may create invalidations on the product's distribution and nothing else. It is the stream's
// second reader beside the realtime notifier, within DynamoDB Streams' two readers a shard. A
// batch that fails every retry is kept in a queue, and an alarm says so.
import { Duration, Stack } from 'aws-cdk-lib';
import type * as cloudfront from 'aws-cdk-lib/aws-cloudfront';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import * as iam from 'aws-cdk-lib/aws-iam';
import { FilterCriteria, FilterRule, StartingPosition } from 'aws-cdk-lib/aws-lambda';
import { DynamoEventSource, SqsDlq } from 'aws-cdk-lib/aws-lambda-event-sources';
import * as sqs from 'aws-cdk-lib/aws-sqs';
import { NagSuppressions } from 'cdk-nag';
import { Construct } from 'constructs';
import { edgeInvalidator } from '../lambdas/routes';
import { ENV_NAMES } from './env';
import { ServerFunction, type Backend } from './server-function';

export interface EdgeInvalidationProps {
  readonly backend: Backend;
  readonly table: ITable;
  readonly distribution: cloudfront.IDistribution;
}

export class EdgeInvalidation extends Construct {
  readonly invalidator: ServerFunction;
  /** Where a batch goes that failed every retry: the copies it named may still be served (alarmed in lib/alarms.ts). */
  readonly failedBatches: sqs.Queue;

  constructor(scope: Construct, id: string, props: EdgeInvalidationProps) {
    super(scope, id);
    const definition = edgeInvalidator;
    this.invalidator = new ServerFunction(this, definition.name, {
      backend: props.backend,
      entry: definition.entry,
      description: definition.description,
      table: 'none',
      environment: { [ENV_NAMES.cloudfrontDistributionId]: props.distribution.distributionId },
      timeout: Duration.seconds(30),
    });
    this.failedBatches = new sqs.Queue(this, 'FailedBatches', {
      encryption: sqs.QueueEncryption.SQS_MANAGED,
      enforceSSL: true,
      retentionPeriod: Duration.days(14),
    });
    NagSuppressions.addResourceSuppressions(this.failedBatches, [{ id: 'AwsSolutions-SQS3', reason: 'It is itself the dead-letter destination of the invalidator\'s stream mapping.' }]);
    this.invalidator.fn.addEventSource(new DynamoEventSource(props.table, {
      startingPosition: StartingPosition.LATEST,
      batchSize: definition.stream.batchSize,
      maxBatchingWindow: Duration.seconds(definition.stream.maxBatchingWindowSeconds),
      retryAttempts: definition.stream.retryAttempts,
      bisectBatchOnError: true,
      onFailure: new SqsDlq(this.failedBatches),
      // A view's image is retired by a change or a removal: the old image names it.
      filters: [FilterCriteria.filter({ dynamodb: { OldImage: { type: { S: FilterRule.or(...definition.itemTypes) } } } })],
    }));
    this.invalidator.role.addToPolicy(new iam.PolicyStatement({
      actions: ['cloudfront:CreateInvalidation'],
      resources: [Stack.of(this).formatArn({ service: 'cloudfront', region: '', resource: 'distribution', resourceName: props.distribution.distributionId })],
    }));
    NagSuppressions.addResourceSuppressions(this.invalidator.role, [{
      id: 'AwsSolutions-IAM5',
      reason: 'dynamodb:ListStreams has no resource-level permissions (CDK\'s DynamoEventSource grants it on *); reading records is limited to this table\'s stream.',
      appliesTo: ['Resource::*'],
    }], true);
  }
}
