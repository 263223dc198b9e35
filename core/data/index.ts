// The data-access layer: the one place that knows the table's keys and access patterns
// (docs/data-model.md). Services import from here.
export { db, tableName } from './client';
export { ensureTable } from './create-table';
export * from './errors';
export type { Page, PageOptions } from './items';
export * from './profiles';
export * from './linkedin-tokens';
export * from './user-roles';
export * from './recognitions';
export * from './validation-requests';
export * from './request-links';
export * from './validations';
export * from './validation-events';
export * from './validator-profiles';
export * from './connections';
export { readStats, type Stats } from './stats';
export { findExpiredRequests, expireRequest, sweepExpiredRequests, type ExpiryEntry, type SweepResult } from './expiry';
export * from './withdrawals';
