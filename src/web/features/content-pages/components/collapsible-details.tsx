import { useId, useState } from 'react';
import { useTranslation } from '../../../i18n/translator.tsx';
import { startsCollapsed } from '../block-model.ts';
import classes from './collapsible-details.module.css';

/**
 * A block's HTML (sanitised by the server). Long details start collapsed, unless they give contact
 * details; the toggle names its region (aria-controls) and says whether it is open (aria-expanded).
 */
export function CollapsibleDetails({ html, tone }: { html: string; tone: 'light' | 'dark' }) {
  const { t } = useTranslation();
  const regionId = useId();
  const collapsible = startsCollapsed(html);
  const [expanded, setExpanded] = useState(false);
  if (!html) return null;
  return (
    <div className={classes.wrapper} data-tone={tone}>
      <div
        id={regionId}
        className={`rich-text ${classes.details}`}
        data-collapsed={collapsible && !expanded ? true : undefined}
        dangerouslySetInnerHTML={{ __html: html }}
      />
      {collapsible && (
        <button
          type="button"
          className={classes.toggle}
          aria-expanded={expanded}
          aria-controls={regionId}
          onClick={() => setExpanded((open) => !open)}
        >
          {expanded ? t('common.collapse') : t('common.expand')}
          <svg width="14" height="14" viewBox="0 0 24 24" aria-hidden="true" data-open={expanded || undefined}>
            <path d="m6 9 6 6 6-6" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
          </svg>
        </button>
      )}
    </div>
  );
}
