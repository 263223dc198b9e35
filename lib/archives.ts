// The private bucket of the accounts' archives (docs/data-rights.md, "Download your data"): no
// public access, TLS only, encrypted, and every archive deleted 8 days after it is written (the
// product offers it for 7). Only the functions that build archives may write, only the download
// function may read (it makes the presigned link the owner downloads with), nobody may list.
import { Duration, RemovalPolicy } from 'aws-cdk-lib';
import * as s3 from 'aws-cdk-lib/aws-s3';
import { NagSuppressions } from 'cdk-nag';
import { Construct } from 'constructs';

/** The product keeps an archive 7 days (ARCHIVE_KEPT_MS); the bucket deletes it a day after. */
export const ARCHIVE_LIFETIME_DAYS = 8;

export class Archives extends Construct {
  readonly bucket: s3.Bucket;

  constructor(scope: Construct, id: string) {
    super(scope, id);
    this.bucket = new s3.Bucket(this, 'Bucket', {
      blockPublicAccess: s3.BlockPublicAccess.BLOCK_ALL,
      encryption: s3.BucketEncryption.S3_MANAGED,
      enforceSSL: true,
      objectOwnership: s3.ObjectOwnership.BUCKET_OWNER_ENFORCED,
      lifecycleRules: [{ expiration: Duration.days(ARCHIVE_LIFETIME_DAYS), abortIncompleteMultipartUploadAfter: Duration.days(1) }],
      // Archives are copies made on request, kept days: nothing to retain when the stack goes.
      removalPolicy: RemovalPolicy.DESTROY,
      autoDeleteObjects: true,
    });
    NagSuppressions.addResourceSuppressions(this.bucket, [
      { id: 'AwsSolutions-S1', reason: 'Archives live at most 8 days and are read only through presigned links the owner asks for; every request is in the download function\'s log.' },
    ]);
  }
}
