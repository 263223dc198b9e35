// The document loader the product signs and verifies with: the bundled contexts, its own DID
// document and keys (read from the table, never over the network), and its own status lists.
// Anything else is refused: the server never fetches a URL a stranger's credential names.
import { config } from '../config';
import { getSignedStatusList } from '../data/credentials/status-lists';
import { bundledContext, MULTIKEY_CONTEXT, type LoadedDocument } from './contexts';
import { didDocument, issuerDid } from './issuer';
import { statusListIdOfUrl } from './urls';

export class UnknownDocumentError extends Error {
  constructor(readonly url: string) {
    super(`${url} is not a document this issuer publishes`);
    this.name = 'UnknownDocumentError';
  }
}

export async function productDocumentLoader(url: string): Promise<LoadedDocument> {
  const context = bundledContext(url);
  if (context) return context;
  const did = issuerDid();
  if (url === did || url.startsWith(`${did}#`)) {
    const document = await didDocument();
    if (url === did) return { contextUrl: null, documentUrl: url, document };
    const method = document.verificationMethod.find((candidate) => candidate.id === url);
    if (method) return { contextUrl: null, documentUrl: url, document: { '@context': MULTIKEY_CONTEXT, ...method } };
  }
  const listId = statusListIdOfUrl(url, config().publicOrigin);
  if (listId) {
    const signed = await getSignedStatusList(listId);
    if (signed) return { contextUrl: null, documentUrl: url, document: JSON.parse(signed) };
  }
  throw new UnknownDocumentError(url);
}
