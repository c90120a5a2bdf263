import type { Route } from './+types/admin-content-block';
import { CONTENT_PAGE_SLUGS, type ContentPageSlug } from '../../shared/catalogue.ts';
import { AreaGate } from '../features/admin-shell/components/area-gate.tsx';
import { ContentBlockEditor } from '../features/admin-catalogue/components/content-block-form.tsx';
import { useSignedInUser } from '../features/auth/use-session.ts';
import { ContentPageMissing } from '../features/admin-catalogue/components/content-pages-list.tsx';
import { ContentBlock } from '../features/content-pages/components/content-block.tsx';

export default function AdminContentBlockPage({ params }: Route.ComponentProps) {
  const user = useSignedInUser();
  const slug = CONTENT_PAGE_SLUGS.find((candidate): candidate is ContentPageSlug => candidate === params.slug);
  const blockId = params.blockId === 'new' ? null : Number(params.blockId);
  return (
    <AreaGate role={user.role} area="content">
      {slug && (blockId === null || Number.isInteger(blockId)) ? (
        <ContentBlockEditor key={`${slug}:${params.blockId}`} slug={slug} blockId={blockId} renderBlock={(block) => <ContentBlock block={block} index={1} />} />
      ) : (
        <ContentPageMissing />
      )}
    </AreaGate>
  );
}
