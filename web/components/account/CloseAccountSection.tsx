// "Close your account" (Settings): a confirmation that says everything that follows
// (docs/data-rights.md), the choice about the posts made on LinkedIn, and the username typed out.
// The server asks for a recent sign-in; an older one gets the way to sign in again. Once closed,
// the app forgets the session (the server has ended it) and says until when signing in keeps it.
import { useId, useRef, useState } from 'react';
import { ACCOUNT_CLOSURE_GRACE_DAYS, USERNAME_HOLD_DAYS } from '../../../domain/constants';
import { accountClosure as text } from '../../../domain/messages/data-rights';
import { ApiError } from '../../lib/api';
import { useCloseAccount } from './useCloseAccount';
import { buttonSizes, dangerButton, dangerOutlineButton, panel, secondaryButton } from '../button-styles';
import { Dialog } from '../Dialog';
import { needsSignInAgain, SignInAgain } from './SignInAgain';
import { textField } from '../field-styles';

export function CloseAccountSection({ username }: { readonly username: string }) {
  const [confirming, setConfirming] = useState(false);
  const [typed, setTyped] = useState('');
  const [deletePosts, setDeletePosts] = useState(true);
  const opener = useRef<HTMLButtonElement>(null);
  const ids = useId();
  const closing = useCloseAccount();
  const matches = typed.trim().toLowerCase() === username.toLowerCase();
  const signInAgain = needsSignInAgain(closing.error);
  const refusal = signInAgain || !closing.isError ? null : closing.error instanceof ApiError && closing.error.status < 500 ? closing.error.message : text.failed;

  const close = () => {
    if (closing.isPending) return;
    setConfirming(false);
    setTyped('');
    closing.reset();
  };
  const confirm = () => closing.mutate({ confirmUsername: typed, deleteLinkedinPosts: deletePosts });

  return (
    <section aria-labelledby="close-account-title" className={`${panel} border-red-200`}>
      <h2 id="close-account-title" className="text-lg font-semibold text-slate-900">
        {text.heading}
      </h2>
      <p className="mt-1 text-sm text-slate-600">{text.intro}</p>
      <p className="mt-1 text-sm text-slate-600">{text.archiveFirst}</p>
      <button ref={opener} type="button" onClick={() => setConfirming(true)} className={`${dangerOutlineButton} ${buttonSizes.md} mt-4`}>
        {text.button}
      </button>
      <Dialog open={confirming} onClose={close} title={text.confirmTitle} description={text.graceNote(ACCOUNT_CLOSURE_GRACE_DAYS)} returnFocusRef={opener}>
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            if (matches && !closing.isPending) confirm();
          }}
          className="space-y-4"
        >
          <ul className="list-disc space-y-1 pl-5 text-sm text-slate-700">
            {text.confirmConsequences(ACCOUNT_CLOSURE_GRACE_DAYS, USERNAME_HOLD_DAYS).map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
          <div>
            <label className="flex items-start gap-2 text-sm text-slate-800">
              <input type="checkbox" checked={deletePosts} onChange={(event) => setDeletePosts(event.target.checked)} aria-describedby={`${ids}-posts-hint`} className="mt-0.5 h-4 w-4" />
              <span>{text.deletePosts}</span>
            </label>
            <p id={`${ids}-posts-hint`} className="mt-1 pl-6 text-xs text-slate-600">
              {text.deletePostsHint}
            </p>
          </div>
          <div>
            <label htmlFor={`${ids}-username`} className="text-sm font-semibold text-slate-900">
              {text.confirmLabel(username)}
            </label>
            <input
              id={`${ids}-username`}
              type="text"
              autoComplete="off"
              spellCheck={false}
              value={typed}
              onChange={(event) => setTyped(event.target.value)}
              aria-invalid={refusal ? true : undefined}
              aria-describedby={refusal ? `${ids}-problem` : undefined}
              className={textField}
            />
          </div>
          <div role="alert">
            {refusal && (
              <p id={`${ids}-problem`} className="rounded-lg bg-red-50 px-3 py-2 text-sm font-medium text-red-800">
                {refusal}
              </p>
            )}
            {signInAgain && <p className="text-sm text-slate-800">{text.signInAgain}</p>}
          </div>
          {signInAgain && <SignInAgain />}
          <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <button type="button" data-autofocus onClick={close} disabled={closing.isPending} className={`${secondaryButton} ${buttonSizes.md}`}>
              Cancel
            </button>
            <button type="submit" disabled={!matches || closing.isPending} className={`${dangerButton} ${buttonSizes.md}`}>
              {closing.isPending ? text.inProgress : text.confirm}
            </button>
          </div>
        </form>
      </Dialog>
    </section>
  );
}
