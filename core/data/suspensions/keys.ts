// The keys of suspensions and the appeals against them (docs/suspension.md).
// docs/data-model.md lists the layout and the access pattern each key serves.
import { canonicalIso, type Key, userPartition } from '../plumbing/key-parts';

/** The item kinds of suspensions (the `type` attribute). */
export const suspensionItemTypes = {
  suspension: 'Suspension',
  suspensionAppeal: 'SuspensionAppeal',
} as const;

export const suspensionKeys = {
  /** One suspension of an account: the reason given, by whom, its appeal, and how it ended. */
  suspension: (userId: string, suspendedAt: string): Key => ({ pk: userPartition(userId), sk: `SUSPENSION#${canonicalIso(suspendedAt)}` }),
  suspensionPrefix: 'SUSPENSION#',
  /** An appeal against a suspension, by id. */
  suspensionAppeal: (appealId: string): Key => ({ pk: `APPEAL#${appealId}`, sk: 'APPEAL' }),
  /** The appeal queue (gsi1): appeals by state, in time order. */
  suspensionAppealList: (state: string, at: string, appealId: string) => ({ gsi1pk: `APPEALS#${state}`, gsi1sk: `${canonicalIso(at)}#${appealId}` }),
  suspensionAppealPartition: (state: string) => `APPEALS#${state}`,
} as const;
