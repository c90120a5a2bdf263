import { SiteContainer } from '../../../components/site-controls.tsx';
import type { ContentBlockDto } from '../../../../shared/api/public-content.ts';
import { SIDE_IMAGE_MAX_WIDTH_PX } from '../../../../shared/limits.ts';
import { imageSizeOf } from '../block-model.ts';
import { BlockCopy } from './block-copy.tsx';
import classes from './content-block.module.css';

/**
 * One block of the content page template (§2), laid out by its image location: `overly` puts
 * the text over the image, `left`/`right` beside it, `upper`/`below` above or under it.
 */
export function ContentBlock({ block, index }: { block: ContentBlockDto; index: number }) {
  const first = index === 0;
  const headingLevel = first ? 1 : 2;
  const { width, height } = imageSizeOf(block);
  // The first image is the page's largest paint; the rest wait until they are near.
  const imageProps = {
    src: block.image,
    alt: '',
    width,
    height,
    decoding: 'async' as const,
    loading: first ? ('eager' as const) : ('lazy' as const),
    fetchPriority: first ? ('high' as const) : undefined,
  };

  if (block.imageLocation === 'overly') {
    return (
      <section className={classes.overlay} data-has-image={block.image ? true : undefined}>
        {block.image && <img {...imageProps} className={classes.overlayImage} />}
        <div className={classes.scrim} aria-hidden="true" />
        <SiteContainer className={classes.overlayInner}>
          <BlockCopy block={block} headingLevel={headingLevel} tone="dark" />
        </SiteContainer>
      </section>
    );
  }

  const image = block.image ? (
    <figure
      className={classes.figure}
      data-location={block.imageLocation}
      data-align={block.align}
      style={{ '--side-image-max': `${SIDE_IMAGE_MAX_WIDTH_PX}px` } as React.CSSProperties}
    >
      <img {...imageProps} />
    </figure>
  ) : null;

  return (
    <section className={classes.block} data-location={block.imageLocation}>
      <SiteContainer className={classes.layout} data-location={block.imageLocation}>
        {block.imageLocation !== 'below' && image}
        <BlockCopy block={block} headingLevel={headingLevel} tone="light" />
        {block.imageLocation === 'below' && image}
      </SiteContainer>
    </section>
  );
}
