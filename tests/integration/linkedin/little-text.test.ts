// Little Text Format as the stand-in applies it to `commentary`: an unescaped reserved character
// cuts the stored text there (while the post still succeeds), escapes and the documented
// constructs (hashtag template, #hashtag, mentions) come through whole.
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseLittle, RESERVED } from '../../../local/stand-ins/linkedin/api/little-text';
import { articlePost, startHarness, type Harness } from './api-harness';

const RESERVED_CHARACTERS = ['|', '{', '}', '@', '[', ']', '(', ')', '<', '>', '#', '*', '_', '~', '\\'];

/** The escaping a correct client applies (every reserved character gets a backslash). */
const escapeLittle = (text: string): string => text.replace(/[|{}@[\]()<>#\\*_~]/g, (ch) => `\\${ch}`);

describe('parseLittle', () => {
  it('knows exactly the reserved characters LinkedIn documents', () => {
    expect([...RESERVED].sort()).toEqual([...RESERVED_CHARACTERS].sort());
  });

  it.each(RESERVED_CHARACTERS)('cuts the commentary at an unescaped %s', (ch) => {
    const parsed = parseLittle(`Shipped the launch ${ch} and then more text`);
    expect(parsed.stored).toBe('Shipped the launch ');
    expect(parsed.cutAt).toBe('Shipped the launch '.length);
    expect(parsed.text).toBe('Shipped the launch ');
  });

  it.each(RESERVED_CHARACTERS)('keeps an escaped %s as plain text', (ch) => {
    const parsed = parseLittle(`before \\${ch} after`);
    expect(parsed.cutAt).toBeNull();
    expect(parsed.text).toBe(`before ${ch} after`);
  });

  it('cuts at a backslash that escapes nothing reserved, and at a trailing backslash', () => {
    expect(parseLittle('C:\\temp is here').stored).toBe('C:');
    expect(parseLittle('ends with \\').stored).toBe('ends with ');
  });

  it('renders hashtag templates with either sign, escaped or not, as #tag', () => {
    const parsed = parseLittle('Skills: {hashtag|\\#|TypeScript} {hashtag|#|AWS} {hashtag|＃|Leadership}.');
    expect(parsed.cutAt).toBeNull();
    expect(parsed.text).toBe('Skills: #TypeScript #AWS #Leadership.');
    expect(parsed.elements.filter((element) => element.type === 'hashtag').map((element) => (element as { tag: string }).tag)).toEqual(['TypeScript', 'AWS', 'Leadership']);
  });

  it('renders #hashtag elements and person or organization mentions', () => {
    const parsed = parseLittle('Thanks @[Ada Lovelace](urn:li:person:abc123) and @[Acme Corp](urn:li:organization:2414183) #teamwork');
    expect(parsed.cutAt).toBeNull();
    expect(parsed.text).toBe('Thanks Ada Lovelace and Acme Corp #teamwork');
    expect(parsed.elements).toContainEqual({ type: 'mention', name: 'Ada Lovelace', urn: 'urn:li:person:abc123' });
  });

  it('cuts at a malformed template or mention and at a # that starts no hashtag', () => {
    expect(parseLittle('A {hashtag|#|} b').stored).toBe('A ');
    expect(parseLittle('A {mention|x} b').stored).toBe('A ');
    expect(parseLittle('Ping @[Ada](https://example.com) now').stored).toBe('Ping ');
    expect(parseLittle('I write C# daily').stored).toBe('I write C');
  });

  it('brings any text back whole once it is escaped', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 200 }), (text) => {
        const parsed = parseLittle(escapeLittle(text));
        return parsed.cutAt === null && parsed.text === text;
      }),
      { numRuns: 100 },
    );
  });
});

describe('truncation through POST /rest/posts', () => {
  let h: Harness;
  let token: string;
  let person: string;

  beforeAll(async () => {
    h = await startHarness();
    ({ access_token: token, person } = await h.client.mintToken({ email: 'ltf@example.com', name: 'Little Text' }));
  });
  afterAll(async () => {
    await h.close();
  });

  it('answers 201 but stores only the text before an unescaped parenthesis', async () => {
    const response = await h.rest('/rest/posts', { method: 'POST', token, body: JSON.stringify(articlePost(person, 'Led the migration (AWS) in 2024')) });
    expect(response.status).toBe(201);
    const post = (await h.client.posts()).find((entry) => entry.urn === response.headers.get('x-restli-id'));
    expect(post).toMatchObject({ commentary: 'Led the migration ', text: 'Led the migration ', truncated: true });
  });

  it('keeps escaped text and hashtag templates whole and shows them as a reader sees them', async () => {
    const commentary = 'Led the migration \\(AWS\\) \\- 100\\% done\\! {hashtag|\\#|CloudMigration}';
    const response = await h.rest('/rest/posts', { method: 'POST', token, body: JSON.stringify(articlePost(person, commentary)) });
    expect(response.status).toBe(201);
    const post = (await h.client.posts()).find((entry) => entry.urn === response.headers.get('x-restli-id'));
    // \- \% \! escape nothing reserved: LinkedIn stops at the first of them.
    expect(post).toMatchObject({ commentary: 'Led the migration \\(AWS\\) ', text: 'Led the migration (AWS) ', truncated: true });
    const clean = await h.rest('/rest/posts', { method: 'POST', token, body: JSON.stringify(articlePost(person, 'Led the migration \\(AWS\\) - 100% done! {hashtag|\\#|CloudMigration}')) });
    const whole = (await h.client.posts()).find((entry) => entry.urn === clean.headers.get('x-restli-id'));
    expect(whole).toMatchObject({ truncated: false, text: 'Led the migration (AWS) - 100% done! #CloudMigration' });
  });
});
