// `/u/{handle}`: the short public link of a profile (the spec's sidebar shows it), which opens the
// portfolio. A permanent redirect to `/portfolio/{handle}` at the edge (CloudFront's viewer-request
// function, lib/spa-rewrite.ts) and in the local runtime, and a client-side redirect in the SPA.

/** Matches `/u/{one segment}` with an optional trailing slash; the segment stays percent-encoded. */
export const SHORT_PROFILE_LINK = /^\/u\/([^/]+)\/?$/;

/** Where `/u/{handle}` leads, or null for any other path. */
export function shortProfileLink(path: string): string | null {
  const match = SHORT_PROFILE_LINK.exec(path);
  return match ? `/portfolio/${match[1]}` : null;
}
