import type { Route } from './+types/admin-content-page';
import { CONTENT_PAGE_SLUGS, type ContentPageSlug } from '../../shared/catalogue.ts';
import { AreaGate } from '../features/admin-shell/components/area-gate.tsx';
import { ContentPageEditor } from '../features/admin-catalogue/components/content-page-editor.tsx';
import { useSignedInUser } from '../features/auth/use-session.ts';
import { ContentPageMissing } from '../features/admin-catalogue/components/content-pages-list.tsx';

export default function AdminContentPageEditor({ params }: Route.ComponentProps) {
  const user = useSignedInUser();
  const slug = CONTENT_PAGE_SLUGS.find((candidate): candidate is ContentPageSlug => candidate === params.slug);
  return (
    <AreaGate role={user.role} area="content">
      {slug ? <ContentPageEditor key={slug} slug={slug} /> : <ContentPageMissing />}
    </AreaGate>
  );
}
