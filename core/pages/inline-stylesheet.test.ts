import { describe, expect, it } from 'vitest';
import { withInlineStylesheets } from './inline-stylesheet';

const index = `<head>
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
    <link rel="stylesheet" crossorigin href="/assets/index-def.css">
  </head><body><div id="root"></div></body>`;

describe('the public page stylesheet, written into the page', () => {
  it('replaces the stylesheet link with the file itself and keeps the scripts', async () => {
    const read: string[] = [];
    const html = await withInlineStylesheets(index, async (path) => {
      read.push(path);
      return '.a{color:red}';
    });
    expect(read).toEqual(['/assets/index-def.css']);
    expect(html).toContain('<style>.a{color:red}</style>');
    expect(html).not.toContain('<link rel="stylesheet"');
    expect(html).toContain('<script type="module" crossorigin src="/assets/index-abc.js"></script>');
  });

  it('keeps the link when the file cannot be read, so the page still arrives', async () => {
    const html = await withInlineStylesheets(index, () => Promise.reject(new Error('origin down')));
    expect(html).toBe(index);
  });

  it('keeps the link when the file could close the style element and inject markup', async () => {
    const html = await withInlineStylesheets(index, async () => 'a{}</STYLE><script>alert(1)</script>');
    expect(html).toBe(index);
  });

  it('takes a replacement text literally (no $& patterns)', async () => {
    const html = await withInlineStylesheets(index, async () => '.a::after{content:"$&"}');
    expect(html).toContain('<style>.a::after{content:"$&"}</style>');
  });

  it('leaves links elsewhere (other origins, other files) alone', async () => {
    const other = '<link rel="stylesheet" href="https://cdn.example/x.css"><link rel="icon" href="/favicon.svg">';
    expect(await withInlineStylesheets(other, async () => 'x')).toBe(other);
  });
});
