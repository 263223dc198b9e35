// A scheduled job's pass over the work due: each item in turn; one that fails is logged (by the
// caller's `failed`, which answers the run's error line) and left for the next run, and the rest go on.
export async function workThrough<T>(items: readonly T[], each: (item: T) => Promise<boolean>, failed: (item: T, error: unknown) => string): Promise<{ done: number; errors: string[] }> {
  let done = 0;
  const errors: string[] = [];
  for (const item of items) {
    try {
      if (await each(item)) done += 1;
    } catch (error) {
      errors.push(failed(item, error));
    }
  }
  return { done, errors };
}
