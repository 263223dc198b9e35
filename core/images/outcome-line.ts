// One outcome on the card: a check, its metric in a green chip, its description. The metric is the
// figure a recruiter looks for, so it is shown whole: at 22 px when it fits beside a readable
// description, else smaller (down to 16 px); a metric longer than that keeps its leading words whole
// and ends in an ellipsis. The description takes the rest of the line, cut after a whole word.
import type { Outcome } from '../../domain/entities';
import { fitWords, normaliseText, textWidth } from './text-fit';

/** The card's content width (1200 less 56 px each side), less the check (28 px) and its gap (14 px). */
export const OUTCOME_ROW_WIDTH = 1200 - 2 * 56 - 28 - 14;
/** The sizes a metric is tried at, largest first; the last one is SMALLEST_METRIC_SIZE. */
export const METRIC_FONT_SIZES = [22, 20, 18, 16] as const;
const SMALLEST_METRIC_SIZE = 16;
export const DESCRIPTION_FONT_SIZE = 24;
/** The chip's horizontal padding (10 px each side). */
export const METRIC_CHIP_PADDING = 20;
export const METRIC_GAP = 14;
/** Room kept for the description beside the metric: about twelve characters at 24 px. */
export const MIN_DESCRIPTION_WIDTH = 240;
/** A single word wider than the metric's room at 16 px is drawn smaller, down to this, rather than cut. */
const WORD_SHRINK_FLOOR = 10;

export interface OutcomeLine {
  /** The metric as shown, its size and the width its chip takes at most; null without one. */
  readonly metric: { readonly text: string; readonly fontSize: number; readonly width: number } | null;
  readonly description: string;
}

function fittedMetric(metric: string, maxWidth: number): NonNullable<OutcomeLine['metric']> {
  const room = maxWidth - METRIC_CHIP_PADDING;
  const size = METRIC_FONT_SIZES.find((candidate) => textWidth(metric, candidate) <= room);
  if (size) return { text: metric, fontSize: size, width: textWidth(metric, size) + METRIC_CHIP_PADDING };
  let fontSize: number = SMALLEST_METRIC_SIZE;
  let text = fitWords(metric, fontSize, room);
  if (!text) {
    // Not even its first word fits at 16 px: that word is drawn smaller rather than cut.
    const [first = ''] = metric.split(' ');
    text = first === metric ? first : `${first}…`;
    fontSize = Math.max(WORD_SHRINK_FLOOR, Math.floor((SMALLEST_METRIC_SIZE * room) / textWidth(text, SMALLEST_METRIC_SIZE)));
  }
  return { text, fontSize, width: Math.min(maxWidth, textWidth(text, fontSize) + METRIC_CHIP_PADDING) };
}

export function outcomeLine(outcome: Outcome, rowWidth: number = OUTCOME_ROW_WIDTH): OutcomeLine {
  const metricText = normaliseText(outcome.metric ?? '');
  const metric = metricText ? fittedMetric(metricText, rowWidth - METRIC_GAP - MIN_DESCRIPTION_WIDTH) : null;
  const room = metric ? rowWidth - metric.width - METRIC_GAP : rowWidth;
  const description = normaliseText(outcome.description);
  // A single word too long for the line is the one thing still clipped by characters.
  const fitted = fitWords(description, DESCRIPTION_FONT_SIZE, room) || `${Array.from(description).slice(0, Math.max(1, Math.floor(room / (DESCRIPTION_FONT_SIZE * 0.7)) - 1)).join('')}…`;
  return { metric, description: fitted };
}
