import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { CALLBACK_PAGE_CSP, CALLBACK_SCRIPT, CALLBACK_SCRIPT_HASH } from '../../domain/linkedin-callback';
import { callbackPage } from './callback-page';

describe('the connect callback page', () => {
  it('allows exactly its script: the hash is the SHA-256 of the script as sent', () => {
    expect(CALLBACK_SCRIPT_HASH).toBe(`sha256-${createHash('sha256').update(CALLBACK_SCRIPT).digest('base64')}`);
    expect(CALLBACK_PAGE_CSP).toContain(`script-src '${CALLBACK_SCRIPT_HASH}'`);
    expect(callbackPage({ ok: true }, 'https://provenly.example')).toContain(`<script>${CALLBACK_SCRIPT}</script>`);
  });

  it('carries the message as data that cannot end its block, and shows the error as text', () => {
    const page = callbackPage({ ok: false, error: '</script><script>alert(1)</script>' }, 'https://provenly.example');
    expect(page.match(/<script/g)).toHaveLength(2);
    expect(page).toContain('&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;');
    const json = /id="connect-result">([\s\S]*?)<\/script>/.exec(page)![1]!;
    expect(JSON.parse(json)).toEqual({
      message: { type: 'provenly:linkedin-connect', status: 'error', error: '</script><script>alert(1)</script>' },
      targetOrigin: 'https://provenly.example',
    });
  });
});
