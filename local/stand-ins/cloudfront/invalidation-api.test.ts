// The CloudFront invalidation stand-in, through the real SDK client: what CloudFront answers, and the
// refusals a caller must handle (docs/public-pages.md, "Invalidation").
import { CloudFrontClient, CreateInvalidationCommand, GetInvalidationCommand } from '@aws-sdk/client-cloudfront';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLocalCloudFront, type LocalCloudFront } from './invalidation-api';

let api: LocalCloudFront;
let client: CloudFrontClient;
const purged: string[][] = [];

beforeAll(async () => {
  api = await startLocalCloudFront({ purge: (paths) => purged.push([...paths]), now: () => new Date('2026-11-28T10:00:00.000Z') });
  client = new CloudFrontClient({ region: 'us-east-1', endpoint: api.endpoint, credentials: { accessKeyId: 'local', secretAccessKey: 'local' }, maxAttempts: 1 });
});
afterAll(async () => {
  client?.destroy();
  await api?.stop();
});

const invalidate = (callerReference: string, paths: string[], distributionId = api.distributionId) =>
  client.send(new CreateInvalidationCommand({ DistributionId: distributionId, InvalidationBatch: { CallerReference: callerReference, Paths: { Quantity: paths.length, Items: paths } } }));

describe('the CloudFront invalidation stand-in', () => {
  it('accepts a batch, answers it Completed, purges its paths, and finds it again by id', async () => {
    const answer = await invalidate('first', ['/og/proof/PJ-ABCDEF.png?v=0123456789ab', '/og/proof/PJ-XYZ*']);
    expect(answer.$metadata.httpStatusCode).toBe(201);
    expect(answer.Location).toBe(`${api.endpoint}/2020-05-31/distribution/${api.distributionId}/invalidation/${answer.Invalidation!.Id}`);
    expect(answer.Invalidation).toMatchObject({ Status: 'Completed', CreateTime: new Date('2026-11-28T10:00:00.000Z'), InvalidationBatch: { CallerReference: 'first', Paths: { Quantity: 2 } } });
    expect(purged.at(-1)).toEqual(['/og/proof/PJ-ABCDEF.png?v=0123456789ab', '/og/proof/PJ-XYZ*']);
    const found = await client.send(new GetInvalidationCommand({ DistributionId: api.distributionId, Id: answer.Invalidation!.Id }));
    expect(found.Invalidation?.InvalidationBatch?.Paths?.Items).toEqual(['/og/proof/PJ-ABCDEF.png?v=0123456789ab', '/og/proof/PJ-XYZ*']);
  });

  it('answers a caller reference sent again with the same paths with the same invalidation, and refuses it with others', async () => {
    const first = await invalidate('again', ['/og/proof/PJ-AAAAAA.png?v=1']);
    const count = purged.length;
    const second = await invalidate('again', ['/og/proof/PJ-AAAAAA.png?v=1']);
    expect(second.Invalidation!.Id).toBe(first.Invalidation!.Id);
    expect(purged.length).toBe(count);
    await expect(invalidate('again', ['/og/proof/PJ-BBBBBB.png?v=1'])).rejects.toMatchObject({ name: 'InvalidArgument', $metadata: { httpStatusCode: 400 } });
  });

  it('refuses what CloudFront refuses: a path without its slash, a * before the end, an unknown distribution', async () => {
    await expect(invalidate('no-slash', ['og/proof/PJ-ABCDEF.png'])).rejects.toMatchObject({ name: 'InvalidArgument' });
    await expect(invalidate('inner-star', ['/og/*/PJ-ABCDEF.png'])).rejects.toMatchObject({ name: 'InvalidArgument' });
    await expect(invalidate('elsewhere', ['/og/proof/PJ-ABCDEF.png'], 'E000000000000')).rejects.toMatchObject({ name: 'NoSuchDistribution', $metadata: { httpStatusCode: 404 } });
    await expect(
      client.send(new CreateInvalidationCommand({ DistributionId: api.distributionId, InvalidationBatch: { CallerReference: 'mismatch', Paths: { Quantity: 2, Items: ['/a'] } } })),
    ).rejects.toMatchObject({ name: 'InconsistentQuantities' });
  });
});
