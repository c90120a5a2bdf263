import type { ContentBlockDto } from '../../../../shared/api/public-content.ts';
import { BlockAction } from './block-action.tsx';
import { CollapsibleDetails } from './collapsible-details.tsx';
import classes from './block-copy.module.css';

/** Module label, title, subtitle, details and button, aligned and sized as the editor chose. */
export function BlockCopy(props: { block: ContentBlockDto; headingLevel: 1 | 2; tone: 'light' | 'dark' }) {
  const { block, tone } = props;
  const Heading = props.headingLevel === 1 ? 'h1' : 'h2';
  const style = block.fontSize ? ({ '--block-title-size': `${block.fontSize}px` } as React.CSSProperties) : undefined;
  return (
    <div className={classes.copy} data-align={block.align} data-tone={tone} style={style}>
      {block.module && <p className={classes.module}>{block.module}</p>}
      {block.title && (
        <Heading className={classes.title} data-sized={block.fontSize ? true : undefined}>
          {block.title}
        </Heading>
      )}
      {block.subTitle && <p className={classes.subtitle}>{block.subTitle}</p>}
      <CollapsibleDetails html={block.details} tone={tone} />
      {block.buttonUrl && block.buttonText && (
        <div className={classes.action}>
          <BlockAction url={block.buttonUrl} text={block.buttonText} tone={tone} />
        </div>
      )}
    </div>
  );
}
