// /verify/:productId (spec: Redirect pages): a Provenly ID leads to its owner's portfolio, replacing
// this page in the history; a malformed ID is refused without asking the server.
import { useEffect, useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { verifyById } from '../../../domain/messages/public-pages';
import { normaliseVerifyId } from '../../../domain/rules/provenly-id';
import { PageSpinner } from '../../components/PageSpinner';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { publicCopy } from '../../../domain/messages/public-copy';
import { MessageCard } from './MessageCard';
import { fetchVerifyId } from './api/public-api';
import { messageOf, statusOf } from './failures';
import { PublicLayout } from './PublicLayout';

/** The reason shown under 'Verification Failed'. */
export function verifyFailureReason(error: unknown): string {
  const status = statusOf(error);
  if (status === 400) return verifyById.invalidId;
  if (status === 404) return messageOf(error) === verifyById.profileIncomplete ? verifyById.profileIncomplete : verifyById.idNotFound;
  if (status === 429) return publicCopy.throttled;
  return verifyById.verifyFailed;
}

export default function VerifyPage() {
  const { productId } = useParams();
  const navigate = useNavigate();
  const checked = normaliseVerifyId(productId);
  const validId = checked.ok ? checked.id : null;
  const [failure, setFailure] = useState<{ id: string; reason: string } | null>(null);
  const key = productId ?? '';
  useDocumentTitle('Verify ID');

  useEffect(() => {
    if (!validId) return;
    const controller = new AbortController();
    fetchVerifyId(validId, controller.signal).then(
      ({ username }) => navigate(`/portfolio/${encodeURIComponent(username)}`, { replace: true, state: { fromVerify: true } }),
      (error: unknown) => {
        if (!controller.signal.aborted) setFailure({ id: key, reason: verifyFailureReason(error) });
      },
    );
    return () => controller.abort();
  }, [validId, key, navigate]);

  const reason = !checked.ok ? checked.message : failure?.id === key ? failure.reason : null;
  return (
    <PublicLayout width="md">
      {reason === null ? (
        <PageSpinner label="Verifying ID" />
      ) : (
        <MessageCard title={verifyById.heading}>
          <p role="alert">{reason}</p>
        </MessageCard>
      )}
    </PublicLayout>
  );
}
