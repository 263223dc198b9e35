// A link a person typed (a project's links, its URL) is shown as a link only when it is a web
// address: a stored `javascript:` URL must never be clickable. (The public pages hydrate on a
// runtime that, unlike React, does not block such an address itself.)

/** `url` as an http(s) address, or null when it is none. */
export function safeHttpUrl(url: string | null | undefined): string | null {
  if (!url) return null;
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.href : null;
  } catch {
    return null;
  }
}
