import type { ContentBlockDto } from '../../../../shared/api/public-content.ts';
import { ContentBlock } from './content-block.tsx';

/**
 * The page's blocks in their order; the first one carries the page's only h1. No Suspense
 * boundaries here: React streams large boundaries as hidden chunks revealed by script, which
 * crawlers that run little JavaScript would not see.
 */
export function ContentBlocks({ blocks }: { blocks: ContentBlockDto[] }) {
  return (
    <>
      {blocks.map((block, index) => (
        <ContentBlock key={block.id} block={block} index={index} />
      ))}
    </>
  );
}
