// Every function the stacks deploy, by entry file: the routes, the scheduled jobs, the realtime
// functions, the image invalidator, the data migrations and the image function. The bundle
// benchmark measures each, and the bundling test builds them all with the deployed settings.
import { realtimeFunctions } from '../lambdas/realtime-routes';
import { dataMigrations, edgeInvalidator, routes, scheduledJobs, type RouteDefinition } from '../lambdas/routes';
import { IMAGE_BUNDLE_EXTERNALS } from './bundling';
import { IMAGE_ENTRY } from './images';

export interface FunctionEntry {
  readonly name: string;
  readonly entry: string;
  /** Set for the Satori + resvg functions: exempt from the bundle budget, resvg's loader external. */
  readonly rendersImages?: boolean;
  /** Data packages shipped beside the bundle, not in it (lambdas/routes.ts `dataPackages`). */
  readonly dataPackages?: readonly string[];
}

export function functionEntries(): FunctionEntry[] {
  return [
    ...(routes as readonly RouteDefinition[]).map((route): FunctionEntry => ({
      name: `route ${route.name}`,
      entry: route.entry,
      rendersImages: Boolean(route.rendersImages),
      ...(route.dataPackages ? { dataPackages: route.dataPackages } : {}),
    })),
    ...scheduledJobs.map((job) => ({ name: `job ${job.name}`, entry: job.entry, rendersImages: Boolean(job.rendersImages) })),
    ...realtimeFunctions.map(({ name, entry }) => ({ name: `realtime ${name}`, entry })),
    { name: `stream ${edgeInvalidator.name}`, entry: edgeInvalidator.entry },
    { name: `migrations ${dataMigrations.name}`, entry: dataMigrations.entry },
    { name: 'image OgImage', entry: IMAGE_ENTRY, rendersImages: true },
  ];
}

/** The modules a function's bundle leaves out. */
export const externalsOf = (fn: FunctionEntry): string[] => [...(fn.rendersImages ? IMAGE_BUNDLE_EXTERNALS : []), ...(fn.dataPackages ?? [])];
