// AI suggestions for the description, outcomes and skills: a description replaces the current
// one; outcomes and skills are appended, leaving out ones already there (any case).
import { useState } from 'react';
import { projectForm as messages } from '../../../domain/messages/project-form';
import type { ContentSuggestionsResponse, SuggestionType } from '../../../domain/api/suggestions';
import { useToast } from '../../components/toast/toast-context';
import { ApiError } from '../../lib/api';
import { useGenerateSuggestions } from './api/suggestions';
import type { FormDraft, OutcomeDraft } from './form-draft';
import type { DraftChange } from './useProjectForm';

const key = (text: string) => text.trim().toLowerCase();

/** The change a suggestion makes to the draft, or null when it brought nothing of its type. */
function changeFrom(type: SuggestionType, suggestions: Partial<ContentSuggestionsResponse['suggestions']>): DraftChange | null {
  if (type === 'description') {
    const description = 'enhancedDescription' in suggestions ? suggestions.enhancedDescription?.trim() : undefined;
    return description ? { description } : null;
  }
  if (type === 'outcomes') {
    if (!('outcomes' in suggestions) || !suggestions.outcomes) return null;
    const suggested: OutcomeDraft[] = suggestions.outcomes.map((outcome) => ({ description: outcome.description.trim(), metric: outcome.metric?.trim() ?? '' }));
    return (draft: FormDraft) => {
      const seen = new Set(draft.outcomes.map((outcome) => key(outcome.description)));
      const fresh = suggested.filter((outcome) => outcome.description && !seen.has(key(outcome.description)) && seen.add(key(outcome.description)));
      return { outcomes: [...draft.outcomes, ...fresh] };
    };
  }
  if (!('skills' in suggestions) || !suggestions.skills) return null;
  const suggested = suggestions.skills.map((skill) => skill.trim());
  return (draft: FormDraft) => {
    const seen = new Set(draft.skills.map(key));
    const fresh = suggested.filter((skill) => skill && !seen.has(key(skill)) && seen.add(key(skill)));
    return { skills: [...draft.skills, ...fresh] };
  };
}

export interface Suggestions {
  readonly busy: ReadonlySet<SuggestionType>;
  /** What the last suggestion did, for screen readers. */
  readonly announcement: string;
  suggest(type: SuggestionType): Promise<void>;
}

export function useSuggestions(draft: FormDraft, update: (change: DraftChange) => void): Suggestions {
  const generate = useGenerateSuggestions();
  const toast = useToast();
  const [busy, setBusy] = useState<ReadonlySet<SuggestionType>>(new Set());
  const [announcement, setAnnouncement] = useState('');

  const suggest = async (type: SuggestionType) => {
    // Each kind of suggestion is its own action: a description that arrives clears only the
    // description's earlier failures.
    const actionId = `suggest:${type}`;
    if (!draft.title.trim()) {
      toast({ ...messages.missingTitle, variant: 'destructive', actionId });
      return;
    }
    if (busy.has(type)) return;
    setBusy((current) => new Set(current).add(type));
    setAnnouncement(`Getting ${type} suggestions…`);
    try {
      const context = { title: draft.title, role: draft.role, orgName: draft.orgName, description: draft.description, skills: [...draft.skills] };
      const { suggestions } = await generate.mutateAsync({ type, context });
      const change = changeFrom(type, suggestions ?? {});
      if (!change) throw new Error(`No ${type} in the suggestions`);
      update(change);
      toast.clearErrors(actionId);
      setAnnouncement(type === 'description' ? 'The description was replaced with a suggestion.' : `Suggested ${type} were added.`);
    } catch (error) {
      setAnnouncement('');
      // A rate limit explains itself; anything else gets the spec's message alone.
      const description = error instanceof ApiError && error.status === 429 ? error.message : undefined;
      toast({ title: messages.suggestionsFailed, description, variant: 'destructive', actionId });
    } finally {
      setBusy((current) => {
        const next = new Set(current);
        next.delete(type);
        return next;
      });
    }
  };

  return { busy, announcement, suggest };
}
