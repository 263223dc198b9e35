// Audit: a proof's hash-chained validation events with a server-side Verify chain, and the admin
// action log (who, when, what, why) with its own verify.
import { AdminPage } from '../kit/AdminPage';
import { AdminLogSection } from './AdminLogSection';
import { ProofChain } from './ProofChain';

export function AuditPage() {
  return (
    <AdminPage
      title="Audit"
      description="Validation events and admin actions are append-only and hash-chained: each entry carries the hash of the one before it. Verify recomputes a chain on the server and says whether it is intact, or where it breaks."
    >
      <ProofChain />
      <AdminLogSection />
    </AdminPage>
  );
}
