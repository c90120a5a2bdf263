import type { ReactNode } from 'react';
import { SiteContainer, SiteTitle } from '../../../components/site-controls.tsx';
import classes from './page-parts.module.css';

/** The band under a content page's blocks that holds its events or blog posts. */
export function ArticlesBand({ children }: { children: ReactNode }) {
  return <SiteContainer className={classes.articles}>{children}</SiteContainer>;
}

/** A page that could not be loaded (or has no blocks yet): its title and, if it failed, a short note. */
export function UnavailablePage({ title, text }: { title: string; text: string | null }) {
  return (
    <SiteContainer className={classes.unavailable}>
      <SiteTitle order={1}>{title}</SiteTitle>
      {text && <p className={classes.unavailableText}>{text}</p>}
    </SiteContainer>
  );
}
