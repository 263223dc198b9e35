// The order test files start in. Vitest starts the files that ran longest last time first, so the
// run does not end with one long file running alone. A fresh clone has no timings yet, and Vitest
// then starts the larger files first: the security matrix, a small file that sends hundreds of
// requests, started last and ran alone for its last 5 s. The files below are known to run longest;
// in a project none of whose files has a timing yet, they start first, in this order, and the rest
// follow Vitest's order. A stale entry costs only that ordering, on a run without timings.
import { relative } from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

export const KNOWN_LONG_FILES = [
  'tests/integration/security/fuzz.test.ts',
  'tests/integration/security/authorization-matrix.test.ts',
  'tests/integration/trust/cosigning.test.ts',
  'tests/integration/public.test.ts',
  'tests/integration/admin/moderation.test.ts',
];

const rank = (file: TestSpecification): number => {
  const index = KNOWN_LONG_FILES.findIndex((path) => file.moduleId.endsWith(`/${path}`));
  return index === -1 ? KNOWN_LONG_FILES.length : index;
};

export default class LongFilesFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    // Vitest's order keeps each project's files together; reorder within a project only.
    const byProject = new Map<string, TestSpecification[]>();
    for (const file of sorted) {
      const projectFiles = byProject.get(file.project.name) ?? [];
      projectFiles.push(file);
      byProject.set(file.project.name, projectFiles);
    }
    return [...byProject.values()].flatMap((projectFiles) => (this.timed(projectFiles) ? projectFiles : projectFiles.toSorted((a, b) => rank(a) - rank(b))));
  }

  /** Whether any file of the project has a timing from an earlier run. */
  private timed(files: readonly TestSpecification[]): boolean {
    return files.some((file) => this.ctx.cache.getFileTestResults(`${file.project.name}:${relative(this.ctx.config.root, file.moduleId)}`));
  }
}
