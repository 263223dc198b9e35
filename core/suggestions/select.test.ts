import { describe, expect, it } from 'vitest';
import { readConfig } from '../config';
import { SUGGESTIONS_PER_HOUR } from '../../domain/constants';
import { BedrockSuggester } from './bedrock-suggester';
import { localSuggester } from './local-suggester';
import { createSuggester } from './select';

const settings = (env: Record<string, string>) => createSuggester(readConfig(env));

describe('choosing the suggester from configuration', () => {
  it('uses Bedrock where the function has a model id (the cloud sets only that)', () => {
    expect(settings({ BEDROCK_MODEL_ID: 'amazon.nova-micro-v1:0' })).toBeInstanceOf(BedrockSuggester);
    expect(settings({ SUGGESTER: 'bedrock', BEDROCK_MODEL_ID: 'amazon.nova-micro-v1:0' })).toBeInstanceOf(BedrockSuggester);
  });

  it('uses the local suggester when told to (the local runtime), even beside a model id', () => {
    expect(settings({ SUGGESTER: 'local' })).toBe(localSuggester);
    expect(settings({ SUGGESTER: 'local', BEDROCK_MODEL_ID: 'amazon.nova-micro-v1:0' })).toBe(localSuggester);
  });

  it('refuses a missing or unknown choice, and Bedrock without a model', () => {
    expect(() => settings({})).toThrow(/SUGGESTER must be "bedrock" or "local"/);
    expect(() => settings({ SUGGESTER: 'openai' })).toThrow(/SUGGESTER must be/);
    expect(() => settings({ SUGGESTER: 'bedrock' })).toThrow(/needs BEDROCK_MODEL_ID/);
  });

  it('reads the hourly limit, falling back to the constant for anything but a positive integer', () => {
    expect(readConfig({}).suggestionLimitPerHour).toBe(SUGGESTIONS_PER_HOUR);
    expect(readConfig({ SUGGESTION_LIMIT_PER_HOUR: '3' }).suggestionLimitPerHour).toBe(3);
    for (const bad of ['0', '-1', '2.5', 'ten', ' ']) expect(readConfig({ SUGGESTION_LIMIT_PER_HOUR: bad }).suggestionLimitPerHour).toBe(SUGGESTIONS_PER_HOUR);
  });
});
