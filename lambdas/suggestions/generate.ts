import { contentSuggestionsSchema, type ContentSuggestionsResponse } from '../../domain/api/suggestions';
import { clock } from '../../core/clock';
import { metrics } from '../../core/metrics';
import { generateSuggestions, SuggestionLimitReached } from '../../core/suggestions/suggestion-service';
import { errorBody } from '../shared/http';
import { endpoint, respond, routeNamed } from '../shared/endpoint';

export const handler = endpoint(routeNamed('GenerateSuggestions'), { body: contentSuggestionsSchema }, async ({ caller, body, log }) => {
  try {
    return (await generateSuggestions(caller.id, body, log)) satisfies ContentSuggestionsResponse;
  } catch (error) {
    if (!(error instanceof SuggestionLimitReached)) throw error;
    log.info('refused', { kind: error.kind, reason: error.message });
    metrics.throttled();
    const retryAfter = String(error.retryAfterSeconds(clock.now()));
    return respond(429, errorBody(error.kind, error.message), { 'retry-after': retryAfter });
  }
});
