// The one place that picks the content suggester, from configuration only (SUGGESTER, or Bedrock
// when the function has a model id): business code never asks which runtime it is in.
import { config, ENV, onConfigReload, type Config } from '../config';
import { bedrockSuggester } from './bedrock-suggester';
import { localSuggester } from './local-suggester';
import type { Suggester } from './suggester';

export function createSuggester(settings: Pick<Config, 'suggester' | 'bedrockModelId' | 'region'>): Suggester {
  switch (settings.suggester) {
    case 'local':
      return localSuggester;
    case 'bedrock':
      if (!settings.bedrockModelId) throw new Error(`${ENV.suggester}=bedrock needs ${ENV.bedrockModelId}`);
      return bedrockSuggester(settings.bedrockModelId, settings.region);
    default:
      throw new Error(`${ENV.suggester} must be "bedrock" or "local" (got ${JSON.stringify(settings.suggester ?? null)}; set it, or ${ENV.bedrockModelId})`);
  }
}

let selected: Suggester | undefined;
onConfigReload(() => (selected = undefined));

/** The configured suggester, built once per process. */
export function suggester(): Suggester {
  selected ??= createSuggester(config());
  return selected;
}
