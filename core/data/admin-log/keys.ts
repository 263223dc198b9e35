// The keys of the hash-chained admin action log (docs/admin.md): entry n, and its head.
// docs/data-model.md lists the layout and the access pattern each key serves.
import { type Key } from '../plumbing/key-parts';

/** The item kinds of the admin log (the `type` attribute). */
export const adminLogItemTypes = {
  adminLogEntry: 'AdminLogEntry',
  adminLogHead: 'AdminLogHead',
} as const;

export const adminLogKeys = {
  adminLogEntry: (seq: number): Key => ({ pk: 'ADMINLOG', sk: `ENTRY#${String(seq).padStart(10, '0')}` }),
  adminLogPartition: 'ADMINLOG',
  adminLogEntryPrefix: 'ENTRY#',
  adminLogHead: { pk: 'ADMINLOG', sk: 'HEAD' } as Key,
} as const;
