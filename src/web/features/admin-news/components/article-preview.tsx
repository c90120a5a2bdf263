import { useMemo, type ReactNode } from 'react';
import { useTranslation } from '../../../i18n/translator.tsx';
import type { ArticleDto } from '../../../../shared/api/public-content.ts';
import { DraftPreview, PreviewNote } from '../../../components/admin/draft-preview.tsx';
import { draftArticle, eventTimesMissing, type ArticleFormValues } from '../draft-article.ts';

/** Renders an article as the public page does; the route hands in the public component. */
export type RenderArticle = (article: ArticleDto, now: Date) => ReactNode;

interface ArticlePreviewProps {
  values: ArticleFormValues;
  publishedTime: string | null;
  timeZone: string;
  dirty: boolean;
  renderArticle: RenderArticle;
}

/** The draft, saved or not, published or not, in English or Chinese, as families will see it. */
export function ArticlePreview({ values, publishedTime, timeZone, dirty, renderArticle }: ArticlePreviewProps) {
  const { t } = useTranslation();
  const now = useMemo(() => new Date(), []);
  const notes = (
    <>
      {!values.published && <PreviewNote>{t('adminNews.preview.draftNote')}</PreviewNote>}
      {dirty && <PreviewNote color="orange">{t('adminNews.preview.unsavedNote')}</PreviewNote>}
      {eventTimesMissing(values) && <PreviewNote color="blue">{t('adminNews.preview.eventTimesMissing')}</PreviewNote>}
    </>
  );
  return <DraftPreview notes={notes}>{(language) => renderArticle(draftArticle(values, language, { timeZone, publishedTime, now }), now)}</DraftPreview>;
}
