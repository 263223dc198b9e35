import { describe, expect, it } from 'vitest';
import { contentReportBodySchema, hideProofBodySchema, proofSearchQuerySchema, reportDecisionBodySchema } from './moderation';

const valid = { reason: 'false_claim', page: '/proof/PJ-7KQ2MX', reporterEmail: ' Rita@Example.com ', goodFaith: true };
const messagesOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) => result.error?.issues.map((issue) => issue.message) ?? [];

describe('the report form', () => {
  it('takes a complete report, lower-casing the address and leaving details out when blank', () => {
    expect(contentReportBodySchema.parse({ ...valid, details: '   ' })).toEqual({ ...valid, reporterEmail: 'rita@example.com', details: null });
  });

  it('needs the good-faith statement, a known reason and a page of this site', () => {
    expect(messagesOf(contentReportBodySchema.safeParse({ ...valid, goodFaith: false }))).toEqual(['Please confirm that you are reporting in good faith']);
    expect(messagesOf(contentReportBodySchema.safeParse({ ...valid, reason: 'spam' }))).toEqual(['Choose a reason']);
    for (const page of ['https://evil.example/proof/PJ-7KQ2MX', '/proof/', '/dashboard', '/proof/PJ-7KQ2MX/extra', '//evil.example/x', '/project/a b']) {
      expect(messagesOf(contentReportBodySchema.safeParse({ ...valid, page })), page).toEqual(['The reported page must be a proof, project or portfolio page of this site']);
    }
    expect(contentReportBodySchema.safeParse({ ...valid, page: '/portfolio/ada-lovelace' }).success).toBe(true);
  });

  it('refuses oversized or forged text', () => {
    expect(messagesOf(contentReportBodySchema.safeParse({ ...valid, details: 'x'.repeat(2001) }))).toEqual(['Details are too long (2,000 characters at most)']);
    expect(contentReportBodySchema.safeParse({ ...valid, details: 'Looks \u202Eforged' }).success).toBe(false);
  });
});

describe('admin inputs', () => {
  it('a hide needs a reason of at most 500 characters', () => {
    expect(messagesOf(hideProofBodySchema.safeParse({ reason: ' \u200b ' }))).toEqual(['A reason is required']);
    expect(messagesOf(hideProofBodySchema.safeParse({ reason: 'x'.repeat(501) }))).toEqual(['Reason is too long (500 characters at most)']);
    expect(hideProofBodySchema.parse({ reason: '  Invented outcomes. ' })).toEqual({ reason: 'Invented outcomes.' });
  });

  it('a search is trimmed, bounded and defaults to the title', () => {
    expect(proofSearchQuerySchema.parse({ q: '  checkout ' })).toMatchObject({ by: 'title', q: 'checkout', limit: 20 });
    expect(messagesOf(proofSearchQuerySchema.safeParse({ q: '  ' }))).toEqual(['Enter a title, proof number, e-mail or username']);
  });

  it('a report decision is dismiss or hide, with a note', () => {
    expect(reportDecisionBodySchema.safeParse({ action: 'delete', note: 'x' }).success).toBe(false);
    expect(messagesOf(reportDecisionBodySchema.safeParse({ action: 'dismiss', note: '' }))).toEqual(['A reason is required']);
  });
});
