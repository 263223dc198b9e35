// /bundle/:id: the proofs an owner sent together (say, with a job application), each with what was
// proven, its co-signers and its live status; the download is their credentials in one verifiable
// presentation that anyone can check without Provenly (docs/wallets.md).
import { useEffect, useState } from 'react';
import { useParams } from 'react-router-dom';
import type { PublicBundle } from '../../../domain/api/bundles';
import { bundles as text } from '../../../domain/messages/bundles';
import { buttonSizes, secondaryButton } from '../../components/button-styles';
import { PageSpinner } from '../../components/PageSpinner';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { fetchBundle } from './api/public-api';
import { CheckedProofs } from './CheckedProofs';
import { failureText, messageOf, statusOf } from './failures';
import { MessageCard } from './MessageCard';
import { PublicLayout } from './PublicLayout';

type Loaded = { id: string; bundle: PublicBundle } | { id: string; failure: string };

function failureOf(error: unknown): string {
  const status = statusOf(error);
  if (status === 410) return text.revokedNotice;
  if (status === 404 || status === 400) return messageOf(error) || text.notFound;
  return failureText(error);
}

export default function BundlePage() {
  const id = useParams().id ?? '';
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    fetchBundle(id, controller.signal).then(
      (bundle) => setLoaded({ id, bundle }),
      (error: unknown) => {
        if (!controller.signal.aborted) setLoaded({ id, failure: failureOf(error) });
      },
    );
    return () => controller.abort();
  }, [id]);
  const current = loaded?.id === id ? loaded : null;
  useDocumentTitle(current && 'bundle' in current ? text.pageTitle(current.bundle.owner.displayName) : text.heading);

  return (
    <PublicLayout width="md">
      {current === null ? (
        <PageSpinner label="Loading the proofs" />
      ) : 'failure' in current ? (
        <MessageCard title={text.notFound}>
          <p role="alert">{current.failure}</p>
        </MessageCard>
      ) : (
        <>
          <h1 className="text-3xl font-bold text-slate-900">{text.pageTitle(current.bundle.owner.displayName)}</h1>
          <p className="mt-2 text-slate-600">{text.checkable}</p>
          <a href={current.bundle.presentationUrl} download className={`${secondaryButton} ${buttonSizes.sm} mt-4`}>
            {text.downloadJson}
          </a>
          <CheckedProofs lines={current.bundle.items} showItems={false} />
        </>
      )}
    </PublicLayout>
  );
}
