// Turns a model's text answer into suggestions: strip Markdown code fences and any words around
// the JSON object, parse it, then check its shape with zod. Lenient about what does not matter
// (a numeric metric, extra keys), strict about what does: anything unusable throws, and the
// service answers the spec's failure message.
import * as z from 'zod';
import type { Suggestions, SuggestionType } from '../../domain/schemas/content-suggestions';
import { SuggestionProviderError } from './suggester';

const text = z.string();
const metric = z
  .union([z.string(), z.number().finite()])
  .nullish()
  .transform((value) => (value === null || value === undefined ? undefined : String(value)));

const OUTPUT = {
  description: z.object({ enhancedDescription: text }),
  outcomes: z.object({
    outcomes: z.array(z.union([z.object({ description: text, metric }), text.transform((description) => ({ description, metric: undefined }))])),
  }),
  skills: z.object({ skills: z.array(text) }),
} as const;

/** The JSON object inside a model's answer: without code fences, from the first { to the last }. */
export function extractJson(answer: string): unknown {
  const unfenced = answer.replace(/```[a-zA-Z]*\s*([\s\S]*?)```/g, '$1').trim();
  const start = unfenced.indexOf('{');
  const end = unfenced.lastIndexOf('}');
  if (start === -1 || end < start) throw new SuggestionProviderError('The model answered no JSON object');
  try {
    return JSON.parse(unfenced.slice(start, end + 1));
  } catch (error) {
    throw new SuggestionProviderError('The model answered JSON that does not parse', { cause: error });
  }
}

/** The suggestions of the requested type in a model's answer; throws SuggestionProviderError. */
export function parseModelAnswer(type: SuggestionType, answer: string): Suggestions {
  const json = extractJson(answer);
  const parsed = OUTPUT[type].safeParse(json);
  if (!parsed.success) throw new SuggestionProviderError(`The model's answer is not ${type} suggestions`, { cause: parsed.error });
  const data = parsed.data;
  if ('enhancedDescription' in data) return { enhancedDescription: data.enhancedDescription };
  if ('outcomes' in data) {
    return { outcomes: data.outcomes.map(({ description, metric: value }) => (value === undefined ? { description } : { description, metric: value })) };
  }
  return { skills: data.skills };
}
