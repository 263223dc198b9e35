// Bundles (docs/wallets.md): the owner makes, lists and revokes links holding several verified
// proofs; anyone with a link reads it and its verifiable presentation.
import type { BundlePresentation, CreateBundleBody, OwnBundle, OwnBundlesAnswer, PublicBundle } from '../bundles';
import { defineRoutes, shape } from '../route-contract';

export const bundleRoutes = defineRoutes({
  CreateBundle: { method: 'POST', path: '/api/bundles', body: shape<CreateBundleBody>(), answer: shape<OwnBundle>() },
  ListBundles: { method: 'GET', path: '/api/bundles', answer: shape<OwnBundlesAnswer>() },
  RevokeBundle: { method: 'POST', path: '/api/bundles/{id}/revoke', answer: shape<OwnBundle>() },
  GetPublicBundle: { method: 'GET', path: '/api/public/bundles/{id}', answer: shape<PublicBundle>() },
  GetBundlePresentation: { method: 'GET', path: '/api/public/bundles/{id}/presentation', answer: shape<BundlePresentation>() },
});
