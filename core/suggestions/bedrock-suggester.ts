// The cloud content suggester: Amazon Bedrock's Converse API with the configured model (or
// inference profile). One call per request, JSON-only system prompt (prompt.ts), the answer
// parsed and checked (model-output.ts). Any failure is a SuggestionProviderError.
import {
  BedrockRuntimeClient,
  ConverseCommand,
  type ConverseCommandInput,
  type ConverseCommandOutput,
} from '@aws-sdk/client-bedrock-runtime';
import type { Suggestions } from '../../domain/schemas/content-suggestions';
import { parseModelAnswer } from './model-output';
import { SYSTEM_PROMPT, userMessage } from './prompt';
import { SuggestionProviderError, type SuggestOptions, type Suggester, type SuggestionRequest } from './suggester';

/** What the suggester needs of a Bedrock client (a fake in unit tests). */
export interface ConverseClient {
  send(command: ConverseCommand, options?: { abortSignal?: AbortSignal }): Promise<ConverseCommandOutput>;
}

/** A long description needs room; lists are short. */
const MAX_TOKENS = { description: 1500, outcomes: 800, skills: 400 } as const;
const TEMPERATURE = 0.4;

/** Stop reasons after which the answer is complete. */
const COMPLETE = new Set(['end_turn', 'stop_sequence']);

export function converseInput(modelId: string, request: SuggestionRequest): ConverseCommandInput {
  return {
    modelId,
    system: [{ text: SYSTEM_PROMPT }],
    messages: [{ role: 'user', content: [{ text: userMessage(request) }] }],
    inferenceConfig: { maxTokens: MAX_TOKENS[request.type], temperature: TEMPERATURE },
  };
}

export class BedrockSuggester implements Suggester {
  constructor(
    private readonly client: ConverseClient,
    private readonly modelId: string,
  ) {}

  async suggest(request: SuggestionRequest, options: SuggestOptions = {}): Promise<Suggestions> {
    let output: ConverseCommandOutput;
    try {
      output = await this.client.send(new ConverseCommand(converseInput(this.modelId, request)), { abortSignal: options.signal });
    } catch (error) {
      throw new SuggestionProviderError('The Bedrock call failed', { cause: error });
    }
    if (!output.stopReason || !COMPLETE.has(output.stopReason)) {
      throw new SuggestionProviderError(`The model stopped early (${output.stopReason ?? 'no stop reason'})`);
    }
    const answer = (output.output?.message?.content ?? []).map((block) => block.text ?? '').join('');
    return parseModelAnswer(request.type, answer);
  }
}

export function bedrockSuggester(modelId: string, region: string): BedrockSuggester {
  // One retry at most: the service's timeout bounds the whole call anyway.
  return new BedrockSuggester(new BedrockRuntimeClient({ region, maxAttempts: 2 }), modelId);
}
