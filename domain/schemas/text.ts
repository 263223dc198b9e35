// Text a person typed, checked the same way in the browser and on the server. What no person
// types is refused with a clear message: control characters (a multi-line field keeps its line
// breaks and tabs), line breaks in a single-line field (a title reaches mail subjects and
// headers), unpaired surrogates and noncharacters, and the bidirectional override, embedding
// and isolate controls that make text read differently from how it is stored (an approval of
// "Led the cloud migration" must not be a string that others see reordered). Text made only of
// spaces and invisible characters (zero-width spaces, fillers) is blank. Invisible characters
// inside text stay: joiners and variation selectors are part of emoji and of several scripts.
import * as z from 'zod';
import { textHygiene as m } from '../messages/project-form';

export type TextKind = 'single-line' | 'multi-line';

const LINE_BREAKS = /\r\n?|[\n\u0085\u2028\u2029]/g;
const LINE_BREAK = /[\r\n\u0085\u2028\u2029]/;
// Matching control characters and lone combining marks is the point of these expressions.
/* eslint-disable no-control-regex, no-misleading-character-class */
const CONTROLS: Record<TextKind, RegExp> = {
  'single-line': /[\u0000-\u001F\u007F-\u009F]/,
  'multi-line': /[\u0000-\u0008\u000B-\u001F\u007F-\u009F]/,
};
/** LRE, RLE, PDF, LRO, RLO, LRI, RLI, FSI, PDI. (The marks LRM, RLM and ALM cannot reorder text and stay.) */
const DIRECTION_CONTROLS = /[\u202A-\u202E\u2066-\u2069]/;
const BROKEN = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]|[\uFDD0-\uFDEF\uFFFE\uFFFF]/;
/** Characters that show nothing: a field holding only these (and spaces) is blank. */
const INVISIBLE = /[\s\u00AD\u034F\u061C\u115F\u1160\u17B4\u17B5\u180B-\u180F\u200B-\u200F\u2060-\u2064\u206A-\u206F\u2800\u3164\uFE00-\uFE0F\uFEFF\uFFA0]|\uDB40[\uDC00-\uDC7F]/g;
/** Invisible characters that mean nothing at either end of a field (never variation selectors or marks). */
const EDGES = /^[\s\u00AD\u115F\u1160\u180E\u200B-\u200D\u2060\u2800\u3164\uFEFF\uFFA0]+|[\s\u00AD\u115F\u1160\u180E\u200B-\u200D\u2060\u2800\u3164\uFEFF\uFFA0]+$/g;
/* eslint-enable no-control-regex, no-misleading-character-class */

/** Why the text cannot be accepted, in the words a person reads; null when it is fine. */
export function textProblem(text: string, kind: TextKind): string | null {
  if (kind === 'single-line' && LINE_BREAK.test(text)) return m.singleLine;
  if (CONTROLS[kind].test(text)) return m.controlCharacters;
  if (DIRECTION_CONTROLS.test(text)) return m.directionControls;
  if (BROKEN.test(text)) return m.brokenCharacters;
  return null;
}

/** Whether the text shows nothing: only spaces and invisible characters. */
export const isBlankText = (text: string): boolean => text.replace(INVISIBLE, '') === '';

/**
 * Typed text, checked and cleaned: refused with a message when it holds what no person types;
 * otherwise trimmed (invisible characters at the ends too), line breaks as `\n`, and '' when
 * blank. `required` is the message for a value that is not text at all.
 */
export function typedText(kind: TextKind, required?: string) {
  return z.string(required === undefined ? undefined : { error: required }).transform((value, ctx) => {
    const text = kind === 'multi-line' ? value.replace(LINE_BREAKS, '\n') : value;
    const problem = textProblem(text, kind);
    if (problem) {
      ctx.issues.push({ code: 'custom', message: problem, input: value });
      return z.NEVER;
    }
    return isBlankText(text) ? '' : text.replace(EDGES, '');
  });
}

/** Typed text that must not be blank, at most `max` characters. */
export const requiredText = (kind: TextKind, messages: { readonly required: string; readonly tooLong: string }, max: number) =>
  typedText(kind, messages.required).pipe(z.string().min(1, { error: messages.required }).max(max, { error: messages.tooLong }));

/** Typed text that may be missing; blank becomes null. */
export const optionalText = (kind: TextKind, max: number, tooLong: string) =>
  typedText(kind)
    .pipe(z.string().max(max, { error: tooLong }))
    .nullish()
    .transform((value) => (value ? value : null));
