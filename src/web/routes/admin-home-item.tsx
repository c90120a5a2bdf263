import type { Route } from './+types/admin-home-item';
import { HOME_LIST_KINDS, type HomeListKind } from '../../shared/api/admin-home.ts';
import { HomeItemEditor, HomeItemMissing } from '../features/admin-home/components/home-item-editor.tsx';
import type { HomePreviewRenderers } from '../features/admin-home/components/home-preview.tsx';
import { AreaGate } from '../features/admin-shell/components/area-gate.tsx';
import { useSignedInUser } from '../features/auth/use-session.ts';
import { CustomerSharings } from '../features/home/components/customer-sharings.tsx';
import { HomeHero } from '../features/home/components/home-hero.tsx';
import { SubjectGrid } from '../features/home/components/subject-grid.tsx';

/** The editor's preview draws each draft with the home page's own section, as visitors see it. */
const PREVIEWS: HomePreviewRenderers = {
  slide: (draft) => <HomeHero slides={[draft]} />,
  subject: (draft) => <SubjectGrid subjects={[draft]} />,
  testimonial: (draft) => <CustomerSharings sharings={[draft]} />,
};

export default function AdminHomeItemPage({ params }: Route.ComponentProps) {
  const user = useSignedInUser();
  const kind = HOME_LIST_KINDS.find((candidate): candidate is HomeListKind => candidate === params.kind);
  const itemId = params.id === 'new' ? null : Number(params.id);
  const valid = kind !== undefined && (itemId === null || (Number.isInteger(itemId) && itemId > 0));
  return (
    <AreaGate role={user.role} area="content">
      {valid ? <HomeItemEditor key={`${kind}:${params.id}`} kind={kind} itemId={itemId} previews={PREVIEWS} /> : <HomeItemMissing />}
    </AreaGate>
  );
}
