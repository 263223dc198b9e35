// Stands in for `@digitalbazaar/http-client` in the function bundles (lib/bundling.ts). jsonld
// requires it only for its built-in network document loader, which Provenly never uses: every
// JSON-LD call passes core/credentials/document-loader.ts, which resolves the bundled contexts and
// the product's own documents and refuses anything else. The real client carries undici (about
// 430 KB of each bundle that signs or verifies credentials); this one refuses, as the product's
// loader does.
function refuse(url: unknown): never {
  throw new Error(`Provenly never fetches remote JSON-LD documents (asked for ${String(url)})`);
}

interface RefusingClient {
  (url: unknown): never;
  readonly get: typeof refuse;
  readonly head: typeof refuse;
  readonly post: typeof refuse;
  readonly put: typeof refuse;
  readonly patch: typeof refuse;
  readonly delete: typeof refuse;
  readonly extend: () => RefusingClient;
  readonly create: () => RefusingClient;
}

export const httpClient: RefusingClient = Object.assign(refuse, {
  get: refuse,
  head: refuse,
  post: refuse,
  put: refuse,
  patch: refuse,
  delete: refuse,
  extend: (): RefusingClient => httpClient,
  create: (): RefusingClient => httpClient,
});

export const DEFAULT_HEADERS: Readonly<Record<string, string>> = {};
export const kyPromise: Promise<null> = Promise.resolve(null);
