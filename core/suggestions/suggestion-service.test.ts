import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Allowance } from '../data/rate-limits/rate-limits';
import { DomainError } from '../errors';
import { createLogger, type Logger } from '../log';
import { generateSuggestions, SuggestionLimitReached } from './suggestion-service';
import type { Suggester, SuggestionRequest } from './suggester';

// The counter lives in DynamoDB (tests/integration/suggestions.test.ts covers it for real).
const allowance = vi.hoisted(() => ({ next: { allowed: true, used: 1, resetsAt: new Date('2025-01-01T11:00:00Z') } as Allowance }));
vi.mock('../data/rate-limits/rate-limits', () => ({ takeSuggestionAllowance: vi.fn(async () => allowance.next) }));

const request: SuggestionRequest = { type: 'skills', context: { title: 'Checkout', role: '', orgName: '', description: '', skills: ['React'] } };
const answering = (suggest: Suggester['suggest']) => () => ({ suggest });

let lines: { message: string; error?: unknown }[];
let log: Logger;
beforeEach(() => {
  allowance.next = { allowed: true, used: 1, resetsAt: new Date('2025-01-01T11:00:00Z') };
  lines = [];
  log = createLogger();
  vi.spyOn(log, 'error').mockImplementation((message, fields) => void lines.push({ message, error: fields?.error }));
});

const failure = async (promise: Promise<unknown>) => {
  const error = await promise.then(() => null, (caught: unknown) => caught);
  expect(error).toBeInstanceOf(DomainError);
  return error as DomainError;
};

describe('generateSuggestions', () => {
  it('answers the finished, checked suggestions', async () => {
    const result = await generateSuggestions('u1', request, log, { suggester: answering(async () => ({ skills: ['react', 'Vite', 'vite'] })) });
    expect(result).toEqual({ suggestions: { skills: ['Vite'] } });
  });

  it('refuses past the limit without asking the provider', async () => {
    allowance.next = { allowed: false, used: 20, resetsAt: new Date('2025-01-01T11:00:00Z') };
    const suggest = vi.fn();
    const error = await failure(generateSuggestions('u1', request, log, { suggester: answering(suggest) }));
    expect(error).toBeInstanceOf(SuggestionLimitReached);
    expect(error.kind).toBe('rate_limited');
    expect(error.message).toBe('You have asked for many suggestions in a short time. Please try again later.');
    expect((error as SuggestionLimitReached).retryAfterSeconds(new Date('2025-01-01T10:59:00Z'))).toBe(60);
    expect(suggest).not.toHaveBeenCalled();
  });

  it.each([
    ['a provider error', 'skills', async () => Promise.reject(new Error('Bedrock is down'))],
    ['an answer of the wrong kind', 'skills', async () => ({ outcomes: [{ description: 'x' }] })],
    ['an answer that breaks the rules', 'description', async () => ({ enhancedDescription: 'short' })],
  ] as const)('answers %s with the spec\'s failure (503) and logs it', async (_name, type, suggest) => {
    const asked: SuggestionRequest = { ...request, type };
    const error = await failure(generateSuggestions('u1', asked, log, { suggester: answering(suggest as Suggester['suggest']) }));
    expect(error.kind).toBe('unavailable');
    expect(error.message).toBe('Failed to generate suggestions. Please try again.');
    expect(lines).toHaveLength(1);
    expect(lines[0]?.message).toBe('content suggestions failed');
  });

  it('gives up on a provider that does not answer in time', async () => {
    const error = await failure(generateSuggestions('u1', request, log, { suggester: answering(() => new Promise(() => {})), timeoutMs: 30 }));
    expect(error.kind).toBe('unavailable');
    expect(lines[0]?.error).toMatchObject({ message: 'No answer within 30 ms' });
  });
});
