// The server's field errors for a field and its entries: `exactDomains` and `exactDomains.3`.
export function messagesFor(fields: Readonly<Record<string, readonly string[]>> | undefined, name: string): string[] | undefined {
  if (!fields) return undefined;
  const found = Object.entries(fields).filter(([path]) => path === name || path.startsWith(`${name}.`));
  return found.length ? [...new Set(found.flatMap(([, messages]) => messages))] : undefined;
}

/** Lines of a text area as a list: one entry per line, blanks dropped. */
export const linesOf = (text: string): string[] =>
  text
    .split(/[\n,]/)
    .map((line) => line.trim())
    .filter(Boolean);
