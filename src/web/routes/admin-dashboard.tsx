import { AdminDashboard } from '../features/admin-shell/components/admin-dashboard.tsx';
import { useSignedInUser } from '../features/auth/use-session.ts';

export default function AdminDashboardPage() {
  return <AdminDashboard name={useSignedInUser().nickname} />;
}
