import { useLocation } from 'react-router';
import type { Route } from './+types/admin-faculty-member';
import { backHrefOf } from '../components/admin/back-href.ts';
import { AreaGate } from '../features/admin-shell/components/area-gate.tsx';
import { FacultyEditor } from '../features/admin-catalogue/components/faculty-pages.tsx';
import { FacultyCard } from '../features/faculty/components/faculty-card.tsx';
import { useSignedInUser } from '../features/auth/use-session.ts';

export default function AdminFacultyMemberPage({ params }: Route.ComponentProps) {
  const user = useSignedInUser();
  const backHref = backHrefOf(useLocation().state, '/admin/faculty');
  const memberId = params.id === 'new' ? null : Number(params.id);
  return (
    <AreaGate role={user.role} area="content">
      <FacultyEditor key={params.id} memberId={memberId} backHref={backHref} renderMember={(member) => <FacultyCard member={member} eager />} />
    </AreaGate>
  );
}
