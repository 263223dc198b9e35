// Every HTTP route of the contract, each once: lambdas/routes.ts serves exactly these
// (tests/unit/route-contract.test.ts).
import type { RouteContract } from '../route-contract';
import { accountRoutes } from './account';
import { adminRoutes } from './admin';
import { bundleRoutes } from './bundles';
import { credentialRoutes } from './credentials';
import { linkedinRoutes } from './linkedin';
import { platformRoutes } from './platform';
import { proofRoutes } from './proofs';
import { pageRoutes, publicRoutes } from './public';
import { validationRoutes } from './validation';
import { walletRoutes } from './wallet';

export const allRoutes: readonly RouteContract[] = [platformRoutes, proofRoutes, validationRoutes, publicRoutes, pageRoutes, linkedinRoutes, credentialRoutes, walletRoutes, bundleRoutes, adminRoutes, accountRoutes].flatMap(
  (area) => Object.values(area),
);
