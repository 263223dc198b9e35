// Fitting user text into the card's fixed 1200x627 without cutting a word, and so never a number.
// Widths come from Inter's advance widths as Satori lays the card's own fonts out (each printable
// ASCII character at the wider of weights 700 and 800, rounded up to 1/100 em; measured once with
// Satori's onNodeDetected and written down here), so an estimate is never less than what is drawn.

/** Em widths (x100) of '!' (33) to '~' (126). */
const ASCII_WIDTHS = [
  '36 59 66 67 103 69 36 39 39 59 69 36 48 36 40 70 45 64 66 69 64 67 61 67 67 36 36 69 69 69 58 104 79 67 75 73 61 59 76 75 29 59 74 57 95 77 78',
  '66 79 67 67 68 74 79 108 77 76 68 39 40 39 50 49 39 59 64 60 64 61 38 64 64 29 29 60 29 93 64 62 64 64 43 58 37 64 62 87 60 62 59 49 39 49 69',
]
  .join(' ')
  .split(' ')
  .map((hundredths) => Number(hundredths) / 100);
const SPACE_EM = 0.26;
/** Beyond ASCII: the widest common ones by name, anything else as wide as a capital W. */
const OTHER_EMS: Readonly<Record<string, number>> = { '…': 1.01, '—': 1.01, '–': 0.51, '’': 0.32, '‘': 0.32, '“': 0.55, '”': 0.55, '·': 0.34, '€': 0.69, '£': 0.64, '→': 0.66, '×': 0.68 };
const DEFAULT_EM = 1.08;

function emWidth(character: string): number {
  if (character === ' ') return SPACE_EM;
  const code = character.codePointAt(0) ?? 0;
  if (code >= 33 && code <= 126) return ASCII_WIDTHS[code - 33]!;
  // Accented Latin letters are about as wide as their base letter; 0.8 em covers them.
  if (code >= 0xc0 && code <= 0x24f) return 0.8;
  return OTHER_EMS[character] ?? DEFAULT_EM;
}

/** The width `text` takes at `fontSize` px, at most (never less than what Satori lays out). */
export function textWidth(text: string, fontSize: number): number {
  let ems = 0;
  for (const character of text) ems += emWidth(character);
  return ems * fontSize;
}

/** Runs of whitespace become one space; ends are trimmed. */
export const normaliseText = (text: string): string => text.replace(/\s+/g, ' ').trim();

/**
 * The longest run of whole words of `text` that fits `maxWidth` at `fontSize`, with an ellipsis when
 * words were left out; '' when not even the first word fits. A word (and so a number such as
 * "+4.1", "$1.2M" or "40%") is never cut.
 */
export function fitWords(text: string, fontSize: number, maxWidth: number): string {
  const whole = normaliseText(text);
  if (textWidth(whole, fontSize) <= maxWidth) return whole;
  const words = whole.split(' ');
  for (let count = words.length - 1; count > 0; count -= 1) {
    const shown = `${words.slice(0, count).join(' ').replace(/[\s,;:–—-]+$/u, '')}…`;
    if (textWidth(shown, fontSize) <= maxWidth) return shown;
  }
  return '';
}
