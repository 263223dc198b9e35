// The content-suggestion port: one interface, two adapters (Amazon Bedrock in the cloud, a
// deterministic local suggester), chosen by configuration in select.ts. Business code only
// sees this interface, never which runtime it is in.
import type { ContentSuggestionsRequest, Suggestions } from '../../domain/schemas/content-suggestions';

export type SuggestionRequest = ContentSuggestionsRequest;

export interface SuggestOptions {
  /** Aborted when the caller stops waiting (the service's timeout). */
  readonly signal?: AbortSignal;
}

export interface Suggester {
  /** Suggestions of the requested type only (the key matching `request.type`). */
  suggest(request: SuggestionRequest, options?: SuggestOptions): Promise<Suggestions>;
}

/** The provider failed or answered something unusable; the service answers the spec's failure. */
export class SuggestionProviderError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'SuggestionProviderError';
  }
}
