// An item of an admin queue (content reports, suspension appeals) decided: while it is still open,
// it records who decided, when and why, and moves to the list of its new state (gsi1).
import { tableName } from './client';
import { canonicalIso } from './key-parts';
import type { TransactItem } from './transact';

export interface QueueDecision<State extends string> {
  readonly state: State;
  readonly decidedBy: string;
  readonly decidedAt: string;
  readonly note: string;
}

/** The Update that decides the open item at `key`; `list` is its place in its new state's list. */
export function queueDecisionUpdate(key: { pk: string; sk: string }, list: { gsi1pk: string; gsi1sk: string }, decision: QueueDecision<string>): TransactItem {
  return {
    Update: {
      TableName: tableName(),
      Key: key,
      UpdateExpression: 'SET #state = :state, decidedBy = :by, decidedAt = :at, decisionNote = :note, gsi1pk = :gpk, gsi1sk = :gsk',
      ConditionExpression: 'attribute_exists(pk) AND #state = :open',
      ExpressionAttributeNames: { '#state': 'state' },
      ExpressionAttributeValues: {
        ':state': decision.state,
        ':by': decision.decidedBy,
        ':at': canonicalIso(decision.decidedAt),
        ':note': decision.note,
        ':gpk': list.gsi1pk,
        ':gsk': list.gsi1sk,
        ':open': 'open',
      },
    },
  };
}
