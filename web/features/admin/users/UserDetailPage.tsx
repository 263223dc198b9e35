// One user, for an admin: profile, LinkedIn connection, proofs, validation requests, co-signatures
// received and given; Suspend or Restore the account.
import { useId, useState, type ReactNode } from 'react';
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
import { shownAddress } from '../../../../domain/messages/erased';

const BACK = { to: '/admin/users', label: 'Back to users' } as const;

/** A titled list of the user's things: what each is on the left, its state and day on the right. */
function Items<T>({ title, empty, items, keyOf, what, state }: { title: string; empty: string; items: readonly T[]; keyOf: (item: T) => string; what: (item: T) => ReactNode; state: (item: T) => ReactNode }) {
  const id = useId();
  return (
    <section className={panel} aria-labelledby={id}>
      <h2 id={id} className="mb-3 text-lg font-semibold text-slate-900">{title}</h2>
      {items.length === 0 ? (
        <p className="text-sm text-slate-600">{empty}</p>
      ) : (
        <ul className="divide-y divide-slate-100 text-sm">
          {items.map((item) => (
            <li key={keyOf(item)} className="flex flex-wrap justify-between gap-2 py-2">
              <span>{what(item)}</span>
              <span className="text-slate-600">{state(item)}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function Cosignatures({ title, items, empty }: { title: string; items: readonly AdminCosignature[]; empty: string }) {
  return (
    <Items
      title={title}
      empty={empty}
      items={items}
      keyOf={(item) => item.validationId}
      what={(item) => (
        <>
          <span className="font-medium">{item.recognitionTitle || 'Untitled proof'}</span> · {shownAddress(item.validatorEmail)} ({item.role})
        </>
      )}
      state={(item) => `${item.status} · ${formatDay(item.createdAt)}`}
    />
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
      <Items
        title="Proofs"
        empty="No proofs yet."
        items={proofs}
        keyOf={(proof) => proof.id}
        what={(proof) => <span className="font-medium">{proof.title}</span>}
        state={(proof) => `${proof.verified ? `Verified ${proof.proofNumber ?? ''}` : proof.status} · ${formatDay(proof.createdAt)}`}
      />
      <Items
        title="Validation requests"
        empty="No validation requests."
        items={requests}
        keyOf={(request) => request.id}
        what={(request) => (
          <>
            <span className="font-medium">{request.recognitionTitle}</span> · {shownAddress(request.inviteeEmail)}
          </>
        )}
        state={(request) => `${request.status === 'pending' && user.suspendedAt ? 'paused' : request.status} · expires ${formatDay(request.expiresAt)}`}
      />
      <Cosignatures title="Co-signatures received" items={cosignaturesReceived} empty="No co-signatures received." />
      <Cosignatures title="Co-signatures given" items={cosignaturesGiven} empty="No co-signatures given." />
      {action && <AccountActionDialog userId={user.id} action={action} onClose={() => setAction(null)} />}
    </AdminPage>
  );
}
