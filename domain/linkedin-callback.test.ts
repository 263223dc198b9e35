import { createHash } from 'node:crypto';
import { expect, it } from 'vitest';
import { CALLBACK_PAGE_CSP, CALLBACK_SCRIPT, CALLBACK_SCRIPT_HASH } from './linkedin-callback';

it('allows exactly the callback script: its hash is the SHA-256 of the script as sent', () => {
  expect(CALLBACK_SCRIPT_HASH).toBe(`sha256-${createHash('sha256').update(CALLBACK_SCRIPT).digest('base64')}`);
  expect(CALLBACK_PAGE_CSP).toContain(`script-src '${CALLBACK_SCRIPT_HASH}'`);
  expect(CALLBACK_PAGE_CSP).toMatch(/^default-src 'none'/);
});
