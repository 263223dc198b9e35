// Placeholders: the bracketed slots a suggestion leaves for the person's own figures and names
// ("conversion up [X]%, worth $[N] a year", "+[X]% conversion rate"). A proof that still holds one
// states nothing, yet reads as a claim; so it cannot be saved, nor sent to validators. One rule,
// used by the project form's schema (form and server) and by the invitation path.

/**
 * What a placeholder is. The local suggester's templates (core/suggestions/local/themes.ts,
 * description.ts) write single capital letters ([X], [N], [A], [B]), lower-case slot names
 * ([standard], [metric]) and one instruction ("[add the measurable change, e.g. …]"); the model
 * is told to write "[X]%" or "[N]" and, asked for placeholders, also writes [Y], [Company],
 * [Client Name], [number], [insert figure], [TBD] or [XX]. So the text between the brackets is a
 * placeholder when it is:
 *   - one capital letter, optionally with a digit ([X], [N], [X1]), or a run of X or N ([XX]);
 *   - TBD, TBC, TODO or TK, in any case;
 *   - at most four words ending in a slot noun (number, figure, amount, metric, standard, name,
 *     company, client, …), not led by an article or possessive: [number], [Company], [Client Name]
 *     (but not "[the company]", an editor's aside in a quotation);
 *   - an instruction: it starts with add, insert, enter, fill in, replace or your.
 * Anything else a person writes in brackets is left alone: a word or an aside ([beta], [sic],
 * [the team]), a citation ([1], [2, 3]), code (arr[i]), a lower-case letter ([x] ticks a
 * checklist). Spaces inside the brackets and full-width brackets (［X］) count; a bracket pair never
 * spans lines or other brackets, and its text is at most 80 characters.
 */
const BRACKETED = /[[［]([^[\]［］\n]{1,80})[\]］]/g;

const LETTER_SLOT = /^(?:[A-Z]\d?|X{2,}|N{2,})$/;
const TO_DO = /^(?:tbd|tbc|todo|tk)$/i;
const SLOT_NOUNS =
  'number|figure|amount|percent|percentage|value|count|total|metric|kpi|standard|name|company|client|customer|organi[sz]ation|employer|product|tool|date|year|period|currency';
// "[the company]" in a quotation is an editor's aside, not a slot: no article or possessive first.
const NAMED_SLOT = new RegExp(`^(?!(?:the|a|an|our|this|that|its|their|his|her|my)\\s)(?:[\\p{L}\\p{N}'-]+\\s+){0,3}(?:${SLOT_NOUNS})s?$`, 'iu');
const INSTRUCTION = /^(?:add|insert|enter|fill in|replace|your)\b/i;
const FIGURE_SLOT = new RegExp(`^(?:[A-Z]\\d?|X{2,}|N{2,}|(?:[\\p{L}\\p{N}'-]+\\s+){0,3}(?:number|figure|amount|percent|percentage|value|count|total)s?)$`, 'iu');

function isPlaceholderText(inner: string): boolean {
  const text = inner.trim().replace(/\s+/g, ' ');
  return LETTER_SLOT.test(text) || TO_DO.test(text) || NAMED_SLOT.test(text) || INSTRUCTION.test(text);
}

/** The placeholders in `text`, as written, each once, in the order they first appear. */
export function placeholdersIn(text: string | null | undefined): string[] {
  if (!text) return [];
  const found: string[] = [];
  for (const match of text.matchAll(BRACKETED)) {
    const token = match[0];
    if (isPlaceholderText(match[1] ?? '') && !found.includes(token)) found.push(token);
  }
  return found;
}

/** True when every one of `placeholders` stands for a number, so the message can say "figure". */
export function onlyFigures(placeholders: readonly string[]): boolean {
  return placeholders.every((token) => FIGURE_SLOT.test(token.slice(1, -1).trim().replace(/\s+/g, ' ')));
}

/** A field of a proof (a path as the form and the error body name it) and what it still holds. */
export interface FieldPlaceholders {
  readonly field: string;
  readonly placeholders: string[];
}

interface ContentWithPlaceholders {
  readonly description?: string | null;
  readonly outcomes?: readonly { readonly description?: string | null; readonly metric?: string | null }[] | null;
}

/** Every field of a proof's content that still holds a placeholder: description, each outcome and its metric. */
export function contentPlaceholders(content: ContentWithPlaceholders): FieldPlaceholders[] {
  const fields: [string, string | null | undefined][] = [['description', content.description]];
  (content.outcomes ?? []).forEach((outcome, index) => {
    fields.push([`outcomes.${index}.description`, outcome.description], [`outcomes.${index}.metric`, outcome.metric]);
  });
  return fields.flatMap(([field, text]) => {
    const placeholders = placeholdersIn(text);
    return placeholders.length > 0 ? [{ field, placeholders }] : [];
  });
}
