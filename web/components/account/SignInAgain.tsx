// What needs a recent sign-in (closing the account, preparing an archive) and was refused for an
// older one: the button that signs the person in again, back to the page they were on. The caller
// says why (accountClosure.signInAgain) where it announces its other outcomes.
import { useLocation } from 'react-router-dom';
import { accountClosure as text } from '../../../domain/messages/data-rights';
import { ApiError } from '../../lib/api';
import { useSession } from '../../lib/session/session';
import { buttonSizes, secondaryButton } from '../button-styles';

/** The API refused the action until the person signs in again. */
export const needsSignInAgain = (error: unknown): boolean => error instanceof ApiError && error.reason === 'sign_in_again';

export function SignInAgain() {
  const session = useSession();
  const location = useLocation();
  const again = () => void session.signIn(`${location.pathname}${location.search}`, { fresh: true });
  return (
    <button type="button" onClick={again} className={`${secondaryButton} ${buttonSizes.md}`}>
      {text.signInAgainButton}
    </button>
  );
}
