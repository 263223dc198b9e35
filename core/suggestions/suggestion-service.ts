// generate-content-suggestions: count the request against the caller's hourly allowance (an
// atomic counter in the table), ask the configured suggester with a deadline, finish and check
// its answer. Any provider failure (error, timeout, unusable answer) is logged and answered with
// the spec's 'Failed to generate suggestions. Please try again.' as a 503.
import { SUGGESTION_TIMEOUT_MS } from '../../domain/constants';
import { projectForm } from '../../domain/messages/project-form';
import { contentSuggestionsResponseSchemaFor, type ContentSuggestionsResponse } from '../../domain/schemas/content-suggestions';
import { clock } from '../clock';
import { config } from '../config';
import { takeSuggestionAllowance } from '../data/rate-limits/rate-limits';
import { DomainError, unavailable } from '../errors';
import type { Logger } from '../log';
import { finishSuggestions } from './finish';
import { suggester as configuredSuggester } from './select';
import { SuggestionProviderError, type Suggester, type SuggestionRequest } from './suggester';

/** The caller has used up this hour's suggestions: a 429 that says when to try again. */
export class SuggestionLimitReached extends DomainError {
  constructor(readonly resetsAt: Date) {
    super('rate_limited', projectForm.suggestionsRateLimited);
    this.name = 'SuggestionLimitReached';
  }

  retryAfterSeconds(now: Date): number {
    return Math.max(1, Math.ceil((this.resetsAt.getTime() - now.getTime()) / 1000));
  }
}

export interface SuggestionDependencies {
  readonly suggester?: () => Suggester;
  readonly timeoutMs?: number;
  readonly limitPerHour?: number;
}

/** Runs `work` with an abort signal; rejects when it has not settled within `ms`, even if it ignores the signal. */
export async function withDeadline<T>(work: (signal: AbortSignal) => Promise<T>, ms: number): Promise<T> {
  const controller = new AbortController();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      const error = new SuggestionProviderError(`No answer within ${ms} ms`);
      controller.abort(error);
      reject(error);
    }, ms);
  });
  try {
    return await Promise.race([work(controller.signal), deadline]);
  } finally {
    clearTimeout(timer);
  }
}

export async function generateSuggestions(
  userId: string,
  request: SuggestionRequest,
  log: Logger,
  dependencies: SuggestionDependencies = {},
): Promise<ContentSuggestionsResponse> {
  const allowance = await takeSuggestionAllowance(userId, clock.now(), dependencies.limitPerHour ?? config().suggestionLimitPerHour);
  if (!allowance.allowed) throw new SuggestionLimitReached(allowance.resetsAt);

  const started = Date.now();
  try {
    const provider = (dependencies.suggester ?? configuredSuggester)();
    const raw = await withDeadline((signal) => provider.suggest(request, { signal }), dependencies.timeoutMs ?? SUGGESTION_TIMEOUT_MS);
    const checked = contentSuggestionsResponseSchemaFor(request.type).safeParse({ suggestions: finishSuggestions(request, raw) });
    if (!checked.success) throw new SuggestionProviderError('The suggestions break the response rules', { cause: checked.error });
    log.info('content suggestions', { type: request.type, ms: Date.now() - started, used: allowance.used });
    return checked.data;
  } catch (error) {
    const cause = error instanceof Error ? error.cause : undefined;
    log.error('content suggestions failed', { type: request.type, ms: Date.now() - started, error, cause });
    throw unavailable(projectForm.suggestionsFailed);
  }
}
