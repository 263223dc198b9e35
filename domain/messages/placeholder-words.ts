// How messages name the placeholders a text still holds.
import { onlyFigures } from '../rules/placeholders';

/** "[X]", "[X] and [N]", "[X], [A] and [B]". */
export function listed(items: readonly string[]): string {
  return items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}

/** "placeholder [X] … your real figure", "placeholders [X] and [Company] … your real details". */
export function placeholderWords(placeholders: readonly string[]): { noun: string; real: string } {
  const many = placeholders.length > 1;
  const what = onlyFigures(placeholders) ? (many ? 'figures' : 'figure') : 'details';
  return { noun: `${many ? 'placeholders' : 'placeholder'} ${listed(placeholders)}`, real: `your real ${what}` };
}
