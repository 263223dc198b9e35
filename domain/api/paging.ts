import * as z from 'zod';

/** `?limit=&cursor=` of every list endpoint. */
export const pageQuerySchema = z.object({
  limit: z.coerce.number({ error: 'limit must be a number' }).int('limit must be a whole number').min(1, 'limit must be at least 1').max(100, 'limit must be at most 100').default(20),
  cursor: z.string().max(2048, 'cursor is too long').optional(),
});
export type PageQuery = z.infer<typeof pageQuerySchema>;

export interface PageResult<T> {
  readonly items: T[];
  readonly cursor: string | null;
}
