import { randomUUID } from 'node:crypto';

/** A fresh id, as the product's writers make them. */
export const uid = (): string => randomUUID();
