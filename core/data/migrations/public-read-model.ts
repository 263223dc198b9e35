// The public read model (core/data/read-models/public-read-model.ts) for data written before it existed, or
// before its current version: every profile's portfolio entry and each of its numbered proofs'
// views, rebuilt from the entities as they are (the same refresh a profile change runs, so it can
// run any number of times). A table the local runtime brought to this version before the
// migrations existed carries the model's own marker and is done.
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '../plumbing/client';
import { publicViewKeys } from '../read-models/keys';
import { PUBLIC_MODEL_VERSION } from '../read-models/public-read-model';
import { refreshOwnerPublicViews } from '../read-models/public-refresh';
import type { Migration } from './migration';
import { eachProfile } from './profile-pages';

export const publicReadModelMigration: Migration = {
  id: 'public-read-model',
  version: PUBLIC_MODEL_VERSION,
  backfill: true,
  description: 'Builds the public read model for every profile and its numbered proofs',
  async doneBefore() {
    const { Item } = await db().send(new GetCommand({ TableName: tableName(), Key: publicViewKeys.publicModelMarker, ConsistentRead: true }));
    return Item?.version === PUBLIC_MODEL_VERSION;
  },
  step: eachProfile(async (userId) => {
    await refreshOwnerPublicViews(userId);
    return 1;
  }),
};
