// The form hook over the shared schemas, driven the way a person uses a form.
import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useImperativeHandle, type FormEvent, type Ref } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { VALIDATION_COMMENT_MAX_LENGTH } from '../../../domain/constants';
import type { Decision } from '../../../domain/entities';
import { invitations } from '../../../domain/messages/invitations';
import { portal } from '../../../domain/messages/portal';
import { validationDecisionSchema } from '../../../domain/schemas/validation-decision';
import { validatorInvitationSchema } from '../../../domain/schemas/validator-invitation';
import type { FieldErrors } from './field-errors';
import { FieldError } from './FieldError';
import { useZodForm } from './useZodForm';

afterEach(cleanup);

/** A form's submit as the product's forms do it: no page load, and the values handed on only when valid. */
const submitWhenValid =
  <T,>(validate: () => T | null, onValid: (values: T) => void) =>
  (event: FormEvent) => {
    event.preventDefault();
    const values = validate();
    if (values) onValid(values);
  };

interface DecisionValues {
  readonly decision: Decision | null;
  readonly comment: string;
}

/** The review form's shape; the comment comes first on the page, the decision first in `fields`. */
function DecisionForm({ onValid, server }: { onValid: (values: unknown) => void; server?: Ref<(fields: FieldErrors) => boolean> }) {
  const form = useZodForm({
    schema: validationDecisionSchema,
    initial: { decision: null, comment: '' } as DecisionValues,
    fields: ['decision', 'comment'],
    controlId: (path) => `review-${path}`,
    toInput: ({ decision, comment }: DecisionValues) => ({ decision: decision ?? undefined, comment }),
  });
  useImperativeHandle(server, () => form.showServerErrors);
  const invalid = (path: string) => (form.errors[path] ? true : undefined);
  return (
    <form noValidate onSubmit={submitWhenValid(form.validateForSubmit, onValid)}>
      <label htmlFor="review-comment">Comment</label>
      <textarea id="review-comment" value={form.values.comment} onChange={(event) => form.update({ comment: event.target.value })} aria-invalid={invalid('comment')} aria-describedby="review-comment-error" />
      <FieldError id="review-comment-error" messages={form.errors.comment} />
      <fieldset aria-describedby="review-decision-error">
        <legend>Your decision</legend>
        <input id="review-decision" type="radio" name="decision" aria-label="Approve" checked={form.values.decision === 'approved'} onChange={() => form.update({ decision: 'approved' })} />
        <input type="radio" name="decision" aria-label="Decline" checked={form.values.decision === 'declined'} onChange={() => form.update({ decision: 'declined' })} />
      </fieldset>
      <FieldError id="review-decision-error" messages={form.errors.decision} />
      <button type="submit">Submit</button>
    </form>
  );
}

/** The invitation dialog's shape: messages clear on edit, and the form starts again after an add. */
function InvitationForm({ onValid }: { onValid: (values: unknown) => void }) {
  const form = useZodForm({
    schema: validatorInvitationSchema,
    initial: { email: '', role: 'peer' as const },
    fields: ['email', 'role'],
    controlId: (path) => `invite-${path}`,
    afterSubmit: 'clear',
  });
  return (
    <form
      noValidate
      onSubmit={submitWhenValid(form.validateForSubmit, (values) => {
        onValid(values);
        form.reset();
      })}
    >
      <label htmlFor="invite-email">Validator email</label>
      <input id="invite-email" value={form.values.email} onChange={(event) => form.update({ email: event.target.value })} aria-describedby="invite-email-error" />
      <FieldError id="invite-email-error" messages={form.errors.email} />
      <button type="submit">Add</button>
    </form>
  );
}

describe('useZodForm', () => {
  it('shows no message before the first submit, then every message of the schema', async () => {
    const user = userEvent.setup();
    const onValid = vi.fn();
    render(<DecisionForm onValid={onValid} />);
    await user.type(screen.getByLabelText('Comment'), 'x');
    expect(screen.queryByText(portal.decisionRequired)).toBeNull();

    await user.paste('x'.repeat(VALIDATION_COMMENT_MAX_LENGTH));
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    expect(onValid).not.toHaveBeenCalled();
    expect(screen.getByText(portal.decisionRequired)).toBeTruthy();
    expect(screen.getByText(portal.commentTooLong)).toBeTruthy();
    expect(screen.getByLabelText('Comment').getAttribute('aria-invalid')).toBe('true');
  });

  it('focuses the first field with a message in the order of `fields`, not of the page', async () => {
    const user = userEvent.setup();
    render(<DecisionForm onValid={vi.fn()} />);
    screen.getByLabelText('Comment').focus();
    await user.paste('x'.repeat(VALIDATION_COMMENT_MAX_LENGTH + 1));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(document.activeElement).toBe(screen.getByRole('radio', { name: 'Approve' }));

    await user.click(screen.getByRole('radio', { name: 'Decline' }));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(document.activeElement).toBe(screen.getByLabelText('Comment'));
  });

  it('checks again on every change after a submit: a fixed field loses its message, the others keep theirs', async () => {
    const user = userEvent.setup();
    const onValid = vi.fn();
    render(<DecisionForm onValid={onValid} />);
    screen.getByLabelText('Comment').focus();
    await user.paste('x'.repeat(VALIDATION_COMMENT_MAX_LENGTH + 1));
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    await user.click(screen.getByRole('radio', { name: 'Approve' }));
    expect(screen.queryByText(portal.decisionRequired)).toBeNull();
    expect(screen.getByText(portal.commentTooLong)).toBeTruthy();

    // Still too long after an edit: the message stays.
    await user.type(screen.getByLabelText('Comment'), 'y');
    expect(screen.getByText(portal.commentTooLong)).toBeTruthy();
    await user.type(screen.getByLabelText('Comment'), '{Backspace}{Backspace}');
    expect(screen.queryByText(portal.commentTooLong)).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(onValid).toHaveBeenCalledWith({ decision: 'approved', comment: 'x'.repeat(VALIDATION_COMMENT_MAX_LENGTH), nameInCredential: false });
  });

  it("shows the server's messages beside their fields, focuses the first, and drops one once its field is edited", async () => {
    const user = userEvent.setup();
    const server: { current: ((fields: FieldErrors) => boolean) | null } = { current: null };
    render(<DecisionForm onValid={vi.fn()} server={server} />);

    const showServerErrors = (fields: FieldErrors) => {
      let shown = false;
      act(() => {
        shown = server.current?.(fields) ?? false;
      });
      return shown;
    };

    // Only fields of this form count: a message about the token is someone else's to show.
    expect(showServerErrors({ token: ['Invalid token'] })).toBe(false);
    expect(showServerErrors({ comment: ['Comment must be at most 2000 characters'], decision: ['Choose approve or decline'], token: ['Invalid token'] })).toBe(true);
    expect(screen.getByText('Comment must be at most 2000 characters')).toBeTruthy();
    expect(screen.getByText('Choose approve or decline')).toBeTruthy();
    expect(screen.queryByText('Invalid token')).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('radio', { name: 'Approve' }));
    expect(screen.getByLabelText('Comment').getAttribute('aria-invalid')).toBe('true');

    await user.type(screen.getByLabelText('Comment'), 'Fine');
    expect(screen.queryByText('Comment must be at most 2000 characters')).toBeNull();
    expect(screen.getByLabelText('Comment').getAttribute('aria-invalid')).toBeNull();
    expect(screen.getByText('Choose approve or decline')).toBeTruthy();
  });

  it("with afterSubmit 'clear', an edit drops the field's message until the next submit; reset starts clean", async () => {
    const user = userEvent.setup();
    const onValid = vi.fn();
    render(<InvitationForm onValid={onValid} />);
    const email = screen.getByLabelText('Validator email');

    await user.click(screen.getByRole('button', { name: 'Add' }));
    expect(screen.getByText(invitations.emailRequired)).toBeTruthy();
    expect(document.activeElement).toBe(email);

    await user.type(email, 'not-an-address');
    expect(screen.queryByText(invitations.emailInvalid)).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Add' }));
    expect(screen.getByText(invitations.emailInvalid)).toBeTruthy();

    await user.clear(email);
    await user.type(email, '  Grace@Example.COM ');
    await user.click(screen.getByRole('button', { name: 'Add' }));
    // The schema's output: trimmed and lower-cased.
    expect(onValid).toHaveBeenCalledWith({ email: 'grace@example.com', role: 'peer' });
    expect((email as HTMLInputElement).value).toBe('');
    expect(screen.queryByText(invitations.emailRequired)).toBeNull();
  });
});
