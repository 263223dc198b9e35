// Posting a verified proof: idle, posting, posted (with the post's link) or failed (why, at which
// stage, with which status). A failure that means the connection is gone shows it disconnected.
import { useState } from 'react';
import { useToast } from '../../../components/toast/toast-context';
import type { LinkedinPostBody } from '../../../../domain/api/linkedin';
import { useForgetBrokenConnection, usePostToLinkedIn } from './api/linkedin';
import { failureOfError, failureOfResult, type ShareFailure } from './share-failure';

export type ShareState =
  | { readonly name: 'idle' }
  | { readonly name: 'posting' }
  | { readonly name: 'posted'; readonly shareUrn: string; readonly webUrl: string; readonly alreadyShared: boolean }
  | { readonly name: 'failed'; readonly failure: ShareFailure };

export function useShareToLinkedIn() {
  const toast = useToast();
  const post = usePostToLinkedIn();
  const forgetBroken = useForgetBrokenConnection();
  const [state, setState] = useState<ShareState>({ name: 'idle' });

  const fail = (failure: ShareFailure, actionId: string) => {
    setState({ name: 'failed', failure });
    toast({ title: failure.title, description: failure.reason, variant: 'destructive', actionId });
    if (failure.reconnect) forgetBroken('token');
    else forgetBroken(failure.reason);
  };

  const share = async (request: LinkedinPostBody) => {
    if (state.name === 'posting') return;
    setState({ name: 'posting' });
    // Sharing this proof is one action: a post that goes out clears the earlier tries' errors.
    const actionId = `linkedin-share:${request.recognitionId}`;
    try {
      const result = await post.mutateAsync(request);
      if (result.success) {
        toast.clearErrors(actionId);
        setState({ name: 'posted', shareUrn: result.shareUrn, webUrl: result.webUrl, alreadyShared: result.alreadyShared });
      } else fail(failureOfResult(result), actionId);
    } catch (error) {
      fail(failureOfError(error), actionId);
    }
  };

  return { state, share, reset: () => setState({ name: 'idle' }) };
}
