// The keys of the append-only, hash-chained audit trail of a proof: event n, and the chain's head.
// docs/data-model.md lists the layout and the access pattern each key serves.
import { type Key, proofPartition } from '../plumbing/key-parts';

/** The item kinds of validation events (the `type` attribute). */
export const validationEventItemTypes = {
  validationEvent: 'ValidationEvent',
  eventHead: 'ValidationEventHead',
} as const;

export const validationEventKeys = {
  validationEvent: (proofId: string, sequence: number): Key => ({
    pk: proofPartition(proofId),
    sk: `EVENT#${String(sequence).padStart(10, '0')}`,
  }),
  eventPrefix: 'EVENT#',
  eventHead: (proofId: string): Key => ({ pk: proofPartition(proofId), sk: 'EVENTHEAD' }),
} as const;
