import { sharing } from '../../../../domain/messages/sharing';
import { buttonSizes, primaryButton } from '../../../components/button-styles';
import { LinkedInIcon } from '../../../components/LinkedInIcon';
import type { LinkedInConnect } from './useLinkedInConnect';

/** Not connected (or no longer): why a connection is needed, and the button that makes one. */
export function ConnectPrompt({ linkedin, limited }: { linkedin: LinkedInConnect; limited: boolean }) {
  return (
    <section aria-labelledby="connect-prompt-title" className="rounded-lg border border-blue-200 bg-blue-50 p-4">
      <h3 id="connect-prompt-title" className="font-semibold text-blue-950">
        {limited ? 'Reconnect LinkedIn' : sharing.notConnected}
      </h3>
      <p className="mt-1 text-sm text-blue-900">
        {limited
          ? 'Provenly is missing permission to post for you. Reconnect and allow posting to share this proof.'
          : 'Connect your LinkedIn account so Provenly can post this proof for you. You choose what to post; nothing is posted without your click.'}
      </p>
      <button type="button" onClick={() => void linkedin.connect()} className={`${primaryButton} ${buttonSizes.md} mt-3`}>
        <LinkedInIcon />
        {linkedin.connecting ? 'Connecting…' : limited ? 'Reconnect LinkedIn' : 'Connect LinkedIn'}
      </button>
    </section>
  );
}
