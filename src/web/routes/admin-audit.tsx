import { AuditLog } from '../features/admin-audit/components/audit-log.tsx';
import { useSignedInUser } from '../features/auth/use-session.ts';

export default function AdminAuditPage() {
  return <AuditLog role={useSignedInUser().role} />;
}
