import { describe, expect, it } from 'vitest';
import { finishSuggestions } from './finish';
import { withDeadline } from './suggestion-service';
import { SuggestionProviderError, type SuggestionRequest } from './suggester';

const request = (type: SuggestionRequest['type'], skills: string[] = []): SuggestionRequest => ({
  type,
  context: { title: 'T', role: '', orgName: '', description: '', skills },
});

describe('finishSuggestions', () => {
  it('drops skills already listed or repeated (any case), blank or too long ones, and keeps at most 8', () => {
    const raw = { skills: [' React ', 'typescript', 'react', '', 'x'.repeat(61), 'Go', 'a', 'b', 'c', 'd', 'e', 'f', 'g'] };
    expect(finishSuggestions(request('skills', ['TypeScript']), raw)).toEqual({ skills: ['React', 'Go', 'a', 'b', 'c', 'd', 'e', 'f'] });
  });

  it('drops outcomes that break the form rules and metrics that are blank or too long', () => {
    const raw = {
      outcomes: [
        { description: '  Faster   checkout ', metric: ' [X]% ' },
        { description: '   ' },
        { description: 'x'.repeat(501) },
        { description: 'Kept', metric: 'm'.repeat(201) },
        { description: 'No metric', metric: ' ' },
      ],
    };
    expect(finishSuggestions(request('outcomes'), raw)).toEqual({
      outcomes: [{ description: 'Faster checkout', metric: '[X]%' }, { description: 'Kept' }, { description: 'No metric' }],
    });
  });

  it('keeps only the requested kind', () => {
    expect(finishSuggestions(request('description'), { enhancedDescription: '  A fine description.  ' })).toEqual({ enhancedDescription: 'A fine description.' });
    expect(() => finishSuggestions(request('description'), { skills: ['React'] })).toThrow(SuggestionProviderError);
  });
});

describe('withDeadline', () => {
  it('passes the answer through', async () => {
    await expect(withDeadline(async () => 'ok', 100)).resolves.toBe('ok');
  });

  it('gives up after the deadline and aborts the work, even when the work ignores its signal', async () => {
    let seen: AbortSignal | undefined;
    const started = Date.now();
    const never = withDeadline((signal) => {
      seen = signal;
      return new Promise<string>(() => {});
    }, 50);
    await expect(never).rejects.toThrow(/No answer within 50 ms/);
    expect(Date.now() - started).toBeLessThan(1_000);
    expect(seen?.aborted).toBe(true);
  });
});
