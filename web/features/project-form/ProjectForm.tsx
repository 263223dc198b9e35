// Every field of the project form, its messages and the AI suggestion buttons.
import type { FormEvent, RefObject } from 'react';
import { Link } from 'react-router-dom';
import { DESCRIPTION_MIN_LENGTH } from '../../../domain/constants';
import type { SuggestionType } from '../../../domain/schemas/content-suggestions';
import { buttonSizes, primaryButton, secondaryButton } from '../../components/button-styles';
import { placeholdersIn } from '../../../domain/rules/placeholders';
import { PairListField } from './fields/PairListField';
import { MarkedPlaceholders } from './fields/Placeholders';
import { SkillsField } from './fields/SkillsField';
import { SuggestButton } from './fields/SuggestButton';
import { TextField } from './fields/TextField';
import { newItemErrors, type LinkDraft, type OutcomeDraft } from './form-draft';
import type { ProjectFormState } from './useProjectForm';
import type { Suggestions } from './useSuggestions';

interface ProjectFormProps {
  readonly form: ProjectFormState;
  readonly suggestions: Suggestions;
  readonly saving: boolean;
  readonly submitLabel: string;
  readonly submitRef: RefObject<HTMLButtonElement | null>;
  readonly onSubmit: () => void;
}

export function ProjectForm({ form, suggestions, saving, submitLabel, submitRef, onSubmit }: ProjectFormProps) {
  const { draft, errors, update } = form;
  const needsTitle = !draft.title.trim();
  const suggestButton = (type: SuggestionType) => (
    <SuggestButton what={type} busy={suggestions.busy.has(type)} needsTitle={needsTitle} onClick={() => void suggestions.suggest(type)} />
  );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!saving) onSubmit();
  };

  return (
    <form noValidate onSubmit={submit} aria-labelledby="project-form-title" className="space-y-6 rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
      <TextField name="title" label="Project title" value={draft.title} onChange={(title) => update({ title })} errors={errors.title} placeholder="e.g. Cloud cost reduction programme" />
      <div className="grid gap-6 sm:grid-cols-2">
        <TextField name="role" label="Your role" value={draft.role} onChange={(role) => update({ role })} errors={errors.role} placeholder="e.g. Engineering Lead" />
        <TextField name="orgName" label="Organization" optional value={draft.orgName} onChange={(orgName) => update({ orgName })} errors={errors.orgName} placeholder="e.g. Example Corp" autoComplete="organization" />
      </div>
      <TextField
        name="description"
        label="Description"
        multiline
        value={draft.description}
        onChange={(description) => update({ description })}
        errors={errors.description}
        placeholder="What was the challenge, what did you do, and what changed because of it?"
        hint={`At least ${DESCRIPTION_MIN_LENGTH} characters.${needsTitle ? ' Add a project title to get AI suggestions.' : ''}`}
        action={suggestButton('description')}
        showPlaceholders
      />
      <div className="grid gap-6 sm:grid-cols-2">
        <TextField name="startDate" label="Start date" type="date" value={draft.startDate} onChange={(startDate) => update({ startDate })} errors={errors.startDate} />
        <TextField name="endDate" label="End date" type="date" optional value={draft.endDate} onChange={(endDate) => update({ endDate })} errors={errors.endDate} hint="Leave empty if the project is ongoing." />
      </div>
      <SkillsField skills={draft.skills} onChange={(skills) => update({ skills })} errors={errors} check={(skill) => newItemErrors(draft, 'skills', skill)} action={suggestButton('skills')} />
      <PairListField<OutcomeDraft>
        name="outcomes"
        legend="Outcomes"
        items={draft.outcomes}
        onChange={(outcomes) => update({ outcomes })}
        errors={errors}
        check={(outcome) => newItemErrors(draft, 'outcomes', outcome)}
        inputs={[
          { key: 'description', label: 'Outcome description', placeholder: 'e.g. Cut monthly cloud spend' },
          { key: 'metric', label: 'Metric', placeholder: 'e.g. -28% cost', optional: true },
        ]}
        empty={{ description: '', metric: '' }}
        addLabel="Add outcome"
        describe={(outcome) => `outcome ${outcome.description}`}
        renderItem={(outcome) => (
          <>
            <span className="font-medium">
              <MarkedPlaceholders text={outcome.description} />
            </span>
            {outcome.metric && (
              <span className="ml-2 rounded bg-blue-100 px-1.5 whitespace-nowrap py-0.5 text-xs font-semibold text-blue-900">
                <MarkedPlaceholders text={outcome.metric} />
              </span>
            )}
          </>
        )}
        placeholders={(outcome) => [...new Set([...placeholdersIn(outcome.description), ...placeholdersIn(outcome.metric)])]}
        action={suggestButton('outcomes')}
      />
      <PairListField<LinkDraft>
        name="links"
        legend="Links"
        optional
        items={draft.links}
        onChange={(links) => update({ links })}
        errors={errors}
        check={(link) => newItemErrors(draft, 'links', link)}
        inputs={[
          { key: 'title', label: 'Link title', placeholder: 'e.g. Case study' },
          { key: 'url', label: 'URL', placeholder: 'https://…', type: 'url' },
        ]}
        empty={{ title: '', url: '' }}
        addLabel="Add link"
        describe={(link) => `link ${link.title || link.url}`}
        renderItem={(link) => (
          <>
            <span className="font-medium">{link.title}</span>
            <span className="block truncate text-xs text-slate-600">{link.url}</span>
          </>
        )}
      />
      <p role="status" className="sr-only">
        {suggestions.announcement}
      </p>
      <div className="flex flex-col-reverse gap-3 border-t border-slate-100 pt-6 sm:flex-row sm:justify-end">
        <Link to="/dashboard" className={`${secondaryButton} ${buttonSizes.md}`}>
          Cancel
        </Link>
        <button ref={submitRef} type="submit" aria-disabled={saving || undefined} className={`${primaryButton} ${buttonSizes.md}`}>
          {saving && <span aria-hidden="true" className="h-4 w-4 animate-spin rounded-full border-2 border-blue-300 border-t-white" />}
          {saving ? 'Saving…' : submitLabel}
        </button>
      </div>
    </form>
  );
}
