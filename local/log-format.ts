// The local runtime's log lines for a person at a terminal (LOG_FORMAT=pretty, the default when
// stdout is a terminal): one short line per entry, made from the JSON line the logger wrote. That
// line is already redacted (core/log.ts); this keeps what a reader needs (time, level, what
// happened, the request's method, path, status and duration, the entry's own fields) and leaves
// out the ids and Lambda context that a log search needs and a reader does not, and who the caller is.

type Fields = Record<string, unknown>;

export type LogFormat = 'pretty' | 'json';

/**
 * LOG_FORMAT if set (`pretty` or `json`, any case), else pretty for a terminal and JSON lines for
 * anything else: pipes, files, CI, log collectors. Undefined for a value it does not know.
 */
export function chooseLogFormat(setting: string | undefined, terminal: boolean): LogFormat | undefined {
  if (!setting) return terminal ? 'pretty' : 'json';
  const format = setting.toLowerCase();
  return format === 'pretty' || format === 'json' ? format : undefined;
}

/** Fields every line carries, for searching logs rather than reading them, or naming the caller. */
const UNREAD = new Set([
  'level', 'message', 'timestamp', 'service', 'sampling_rate', 'requestId', 'route', 'component', 'userId', 'xray_trace_id',
  'function_name', 'function_arn', 'function_memory_size', 'function_request_id', 'function_version', 'cold_start',
  'method', 'path', 'status', 'durationMs',
]);
const LONGEST_VALUE = 120;

const ANSI = { dim: [2, 22], red: [31, 39], green: [32, 39], yellow: [33, 39], cyan: [36, 39], gray: [90, 39] } as const;
type Colour = keyof typeof ANSI;
const LEVEL_COLOUR: Record<string, Colour> = { ERROR: 'red', CRITICAL: 'red', WARN: 'yellow', INFO: 'green', DEBUG: 'gray', METRIC: 'cyan' };

export interface PrettyOptions {
  /** ANSI colours for the level, the time and a failed status. */
  readonly color?: boolean;
}

/** One readable line for a JSON log line or metric document; any other line is returned as it is. */
export function prettyLogLine(line: string, options: PrettyOptions = {}): string {
  const entry = parseObject(line);
  if (!entry) return line;
  const paint = (colour: Colour | undefined, text: string) => (options.color && colour ? `\u001b[${ANSI[colour][0]}m${text}\u001b[${ANSI[colour][1]}m` : text);

  const metrics = metricDocument(entry);
  const level = metrics ? 'METRIC' : String(entry.level ?? 'INFO');
  const parts = [paint('dim', clock(entry)), paint(LEVEL_COLOUR[level], level.padEnd(5))];
  if (metrics) return [...parts, ...metrics].join(' ');

  if (entry.message !== 'request') parts.push(clean(String(entry.message ?? '')));
  if (typeof entry.method === 'string' && typeof entry.path === 'string') parts.push(`${entry.method} ${entry.path}`);
  if (typeof entry.status === 'number') parts.push(paint(entry.status >= 500 ? 'red' : entry.status >= 400 ? 'yellow' : undefined, String(entry.status)));
  if (typeof entry.durationMs === 'number') parts.push(`${entry.durationMs} ms`);
  for (const [key, value] of Object.entries(entry)) {
    if (!UNREAD.has(key) && value !== undefined) parts.push(`${key}=${text(value)}`);
  }
  return parts.join(' ');
}

function parseObject(line: string): Fields | undefined {
  if (!line.startsWith('{')) return undefined;
  try {
    const value: unknown = JSON.parse(line);
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Fields) : undefined;
  } catch {
    return undefined;
  }
}

/** `Name=value` for each metric of an embedded-metric-format document, then its dimensions. */
function metricDocument(entry: Fields): string[] | undefined {
  const aws = entry._aws as { CloudWatchMetrics?: { Dimensions?: string[][]; Metrics?: { Name: string }[] }[] } | undefined;
  if (!aws?.CloudWatchMetrics) return undefined;
  const names = aws.CloudWatchMetrics.flatMap((set) => set.Metrics ?? []).map((metric) => metric.Name);
  const dimensions = aws.CloudWatchMetrics.flatMap((set) => set.Dimensions ?? []).flat().filter((name) => name !== 'service');
  return [...new Set([...names, ...dimensions])].map((name) => `${name}=${text(entry[name])}`);
}

function clock(entry: Fields): string {
  const at = new Date((entry.timestamp as string | undefined) ?? ((entry._aws as { Timestamp?: number } | undefined)?.Timestamp ?? Date.now()));
  return (Number.isNaN(at.getTime()) ? new Date() : at).toTimeString().slice(0, 8);
}

const clean = (value: string) => {
  const oneLine = value.replace(/\s+/g, ' ').trim();
  return oneLine.length > LONGEST_VALUE ? `${oneLine.slice(0, LONGEST_VALUE - 1)}…` : oneLine;
};

/** A field's value: text bare when it is one word, quoted otherwise; an error as its name and message. */
function text(value: unknown): string {
  const error = value && typeof value === 'object' && typeof (value as { message?: unknown }).message === 'string' ? (value as { name?: unknown; message: string }) : undefined;
  const words = typeof value === 'string' ? value : error ? `${typeof error.name === 'string' ? `${error.name}: ` : ''}${error.message}` : undefined;
  if (words === undefined) return clean(JSON.stringify(value) ?? String(value));
  const short = clean(words);
  return /^[^\s"=]+$/.test(short) ? short : JSON.stringify(short);
}
