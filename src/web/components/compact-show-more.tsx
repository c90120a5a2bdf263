import { Children, isValidElement, useId, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from '../i18n/translator.tsx';
import { PillButton } from './site-controls.tsx';
import classes from './compact-show-more.module.css';

/**
 * A long list that shows its first `visible` items on a phone, with a button for the rest; wide
 * screens show them all. Every item is in the server's page (search engines and "find in page"
 * see them); the phone's shorter list is CSS. Showing more moves focus to the first item revealed.
 */
export function CompactShowMore({
  className,
  itemClassName,
  visible,
  moreLabel,
  onExpandedChange,
  children,
}: {
  className?: string;
  itemClassName?: string;
  visible: number;
  /** The button's text for `hidden` items not shown yet ("Show all 42 teachers"). */
  moreLabel: (hidden: number) => string;
  /** Told when the button shows or hides the rest, for what follows the list (an endless list's end). */
  onExpandedChange?: (expanded: boolean) => void;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const listId = useId();
  const list = useRef<HTMLUListElement>(null);
  const [expanded, setExpanded] = useState(false);
  const items = Children.toArray(children);
  const hidden = items.length - visible;

  const toggle = () => {
    setExpanded(!expanded);
    onExpandedChange?.(!expanded);
    if (!expanded) requestAnimationFrame(() => (list.current?.children[visible] as HTMLElement | undefined)?.focus());
  };

  return (
    <>
      <ul ref={list} id={listId} className={className} data-expanded={expanded || undefined}>
        {items.map((item, index) => (
          <li
            key={isValidElement(item) ? item.key : index}
            className={`${itemClassName ?? ''} ${index >= visible ? classes.beyond : ''}`}
            tabIndex={index === visible ? -1 : undefined}
          >
            {item}
          </li>
        ))}
      </ul>
      {hidden > 0 && (
        <div className={classes.more}>
          <PillButton variant="default" onClick={toggle} aria-expanded={expanded} aria-controls={listId}>
            {expanded ? t('common.showFewer') : moreLabel(hidden)}
          </PillButton>
        </div>
      )}
    </>
  );
}
