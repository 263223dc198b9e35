// The public pages as a link-preview crawler fetches them: the server-rendered HTML, no script run.
export async function pageAsCrawler(baseUrl: string, path: string) {
  const response = await fetch(`${baseUrl}${path}`, { headers: { 'user-agent': 'facebookexternalhit/1.1' } });
  return { status: response.status, type: response.headers.get('content-type'), html: await response.text() };
}
