// The stand-ins for the AWS services the functions call besides DynamoDB, started together: SES
// (the local inbox), CloudFront's invalidation API (which purges the local edge cache), the S3
// bucket of the accounts' archives (files in the data directory) and the user pool's admin API
// (in front of the sign-in stand-in). Each is reached by the real SDK
// client at the endpoint configureServerEnvironment (local/environment.ts) gives it.
import { clock } from '../core/clock';
import { startLocalCloudFront, type LocalCloudFront } from './stand-ins/cloudfront/invalidation-api';
import { startLocalUserPool, type LocalUserDirectory, type LocalUserPool } from './stand-ins/cognito/user-pool-api';
import { startLocalS3, type LocalS3 } from './stand-ins/s3/s3';
import { startLocalSes, type LocalSes } from './stand-ins/ses/ses';

/** The archives bucket's name locally (the cloud's comes from the stack). */
export const LOCAL_ARCHIVES_BUCKET = 'provenly-archives';

export interface AwsStandIns {
  readonly ses: LocalSes;
  readonly cloudfront: LocalCloudFront;
  readonly s3: LocalS3;
  readonly userPool: LocalUserPool;
  stop(): Promise<void>;
}

export async function startAwsStandIns(options: {
  readonly dataDir: string;
  readonly purgeEdge: (paths: readonly string[]) => void;
  /** The sign-in stand-in's members (it starts later; the user pool asks when it is called). */
  readonly users: () => LocalUserDirectory;
}): Promise<AwsStandIns> {
  const [ses, cloudfront, s3, userPool] = await Promise.all([
    startLocalSes(),
    startLocalCloudFront({ purge: options.purgeEdge, now: () => clock.now() }),
    // The functions' credentials locally (configureServerEnvironment): what a presigned link is signed with.
    startLocalS3({ dataDir: options.dataDir, bucket: LOCAL_ARCHIVES_BUCKET, credentials: { accessKeyId: 'local', secretAccessKey: 'local' } }),
    startLocalUserPool({ users: options.users }),
  ]);
  return {
    ses,
    cloudfront,
    s3,
    userPool,
    stop: async () => {
      await Promise.all([ses.stop(), cloudfront.stop(), s3.stop(), userPool.stop()]);
    },
  };
}
