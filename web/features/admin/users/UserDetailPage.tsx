// One user, for an admin: profile, LinkedIn connection, proofs, validation requests, co-signatures
// received and given; Suspend or Restore the account.
import { useId, useState } from 'react';
import { useParams } from 'react-router-dom';
import type { AdminCosignature } from '../../../../domain/api/admin/users';
import { relativeAge } from '../../../../domain/rules/relative-age';
import { Avatar } from '../../../components/Avatar';
import { buttonSizes, dangerOutlineButton, panel, primaryButton } from '../../../components/button-styles';
import { PageSpinner } from '../../../components/PageSpinner';
import { useAdminUser } from '../api/users';
import { AdminPage } from '../kit/AdminPage';
import { formatDay } from '../kit/dates';
import { LoadError } from '../kit/LoadError';
import { AccountActionDialog } from './AccountActionDialog';
import { LinkedinBadge, SuspendedBadge } from './user-badges';

const BACK = { to: '/admin/users', label: 'Back to users' } as const;

function Section({ title, empty, children, count }: { title: string; empty: string; count: number; children: React.ReactNode }) {
  const id = useId();
  return (
    <section className={panel} aria-labelledby={id}>
      <h2 id={id} className="mb-3 text-lg font-semibold text-slate-900">{title}</h2>
      {count === 0 ? <p className="text-sm text-slate-600">{empty}</p> : <ul className="divide-y divide-slate-100 text-sm">{children}</ul>}
    </section>
  );
}

function Cosignatures({ title, items, empty }: { title: string; items: readonly AdminCosignature[]; empty: string }) {
  return (
    <Section title={title} empty={empty} count={items.length}>
      {items.map((item) => (
        <li key={item.validationId} className="flex flex-wrap justify-between gap-2 py-2">
          <span>
            <span className="font-medium">{item.recognitionTitle || 'Untitled proof'}</span> · {item.validatorEmail} ({item.role})
          </span>
          <span className="text-slate-600">
            {item.status} · {formatDay(item.createdAt)}
          </span>
        </li>
      ))}
    </Section>
  );
}

export default function UserDetailPage() {
  const id = useParams().id ?? '';
  const detail = useAdminUser(id);
  const [action, setAction] = useState<'suspend' | 'restore' | null>(null);

  if (detail.isPending) return <PageSpinner label="Loading the user" />;
  if (detail.isError) {
    return (
      <AdminPage title="User" back={BACK}>
        <LoadError error={detail.error} />
      </AdminPage>
    );
  }
  const { user, linkedin, proofs, requests, cosignaturesReceived, cosignaturesGiven } = detail.data;
  const name = user.displayName || user.username;
  return (
    <AdminPage
      title={name}
      back={BACK}
      actions={
        user.suspendedAt ? (
          <button type="button" className={`${primaryButton} ${buttonSizes.md}`} onClick={() => setAction('restore')}>
            Restore Account
          </button>
        ) : (
          <button type="button" className={`${dangerOutlineButton} ${buttonSizes.md}`} onClick={() => setAction('suspend')}>
            Suspend Account
          </button>
        )
      }
    >
      <div className={`${panel} flex flex-wrap items-start gap-4`}>
        <Avatar name={name} url={user.avatarUrl} size="lg" />
        <dl className="grid flex-1 grid-cols-1 gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
          <div><dt className="text-slate-600">Username</dt><dd>{user.username}</dd></div>
          <div><dt className="text-slate-600">Email</dt><dd>{user.email ?? '—'}</dd></div>
          <div><dt className="text-slate-600">Headline</dt><dd>{user.headline ?? '—'}</dd></div>
          <div><dt className="text-slate-600">Provenly ID</dt><dd>{user.productId}</dd></div>
          <div><dt className="text-slate-600">Plan</dt><dd className="capitalize">{user.plan}</dd></div>
          <div><dt className="text-slate-600">Joined</dt><dd>{formatDay(user.createdAt)} ({relativeAge(user.createdAt, new Date())})</dd></div>
          <div>
            <dt className="text-slate-600">LinkedIn</dt>
            <dd><LinkedinBadge connected={linkedin.connected} />{linkedin.scopes.length > 0 && <span className="ml-2 text-xs text-slate-600">{linkedin.scopes.join(' ')}</span>}</dd>
          </div>
          <div>
            <dt className="text-slate-600">Status</dt>
            <dd>
              {user.suspendedAt ? <>Suspended since {formatDay(user.suspendedAt)}<SuspendedBadge /></> : 'Active'}
              {user.isAdmin && <span className="ml-2 rounded-full bg-blue-100 px-2 py-0.5 text-xs font-medium text-blue-800">Admin</span>}
            </dd>
          </div>
        </dl>
      </div>
      <Section title="Proofs" empty="No proofs yet." count={proofs.length}>
        {proofs.map((proof) => (
          <li key={proof.id} className="flex flex-wrap justify-between gap-2 py-2">
            <span className="font-medium">{proof.title}</span>
            <span className="text-slate-600">
              {proof.verified ? `Verified ${proof.proofNumber ?? ''}` : proof.status} · {formatDay(proof.createdAt)}
            </span>
          </li>
        ))}
      </Section>
      <Section title="Validation requests" empty="No validation requests." count={requests.length}>
        {requests.map((request) => (
          <li key={request.id} className="flex flex-wrap justify-between gap-2 py-2">
            <span>
              <span className="font-medium">{request.recognitionTitle}</span> · {request.inviteeEmail}
            </span>
            <span className="text-slate-600">
              {request.status === 'pending' && user.suspendedAt ? 'paused' : request.status} · expires {formatDay(request.expiresAt)}
            </span>
          </li>
        ))}
      </Section>
      <Cosignatures title="Co-signatures received" items={cosignaturesReceived} empty="No co-signatures received." />
      <Cosignatures title="Co-signatures given" items={cosignaturesGiven} empty="No co-signatures given." />
      {action && <AccountActionDialog userId={user.id} action={action} onClose={() => setAction(null)} />}
    </AdminPage>
  );
}
