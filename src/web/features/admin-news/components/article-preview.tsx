import { useEffect, useId, useMemo, useState, type MouseEvent, type ReactNode } from 'react';
import { Alert, Card, Group, SegmentedControl, Stack, Text } from '@mantine/core';
import i18next, { type i18n as I18n } from 'i18next';
import { I18nextProvider, useTranslation } from 'react-i18next';
import type { ArticleDto } from '../../../../shared/api/public-content.ts';
import { htmlLangOf, type Language } from '../../../../shared/language.ts';
import { AdminLoading } from '../../../components/admin/query-states.tsx';
import { catalogueOf, loadCatalogue } from '../../../i18n/i18n.ts';
import { useLanguage } from '../../../i18n/use-language.ts';
import { draftArticle, eventTimesMissing, type ArticleFormValues } from '../draft-article.ts';

/** Renders an article as the public page does; the route hands in the public component. */
export type RenderArticle = (article: ArticleDto, now: Date) => ReactNode;

/**
 * The interface texts of the preview's language. The page's own instance when the languages
 * match; otherwise one of its own over the public texts of the other language, so that the
 * preview reads exactly as a family reading in that language would see it.
 */
function usePreviewI18n(language: Language): I18n | null {
  const { i18n } = useTranslation();
  const pageLanguage = useLanguage();
  const [other, setOther] = useState<{ language: Language; instance: I18n } | null>(null);
  useEffect(() => {
    if (language === pageLanguage || other?.language === language) return;
    let live = true;
    void loadCatalogue(language, 'public').then(() => {
      const instance = i18next.createInstance();
      void instance.init({
        lng: htmlLangOf(language),
        fallbackLng: false,
        resources: { [htmlLangOf(language)]: { translation: catalogueOf(language) } },
        interpolation: { escapeValue: false },
        initAsync: false,
        returnNull: false,
      });
      if (live) setOther({ language, instance });
    });
    return () => {
      live = false;
    };
  }, [language, pageLanguage, other]);
  if (language === pageLanguage) return i18n;
  return other?.language === language ? other.instance : null;
}

/** Links of the preview stay put: the editor is where staff are working. */
function keepLinksClosed(event: MouseEvent) {
  if ((event.target as Element).closest('a')) event.preventDefault();
}

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
  const labelId = useId();
  const [language, setLanguage] = useState<Language>(useLanguage());
  const previewI18n = usePreviewI18n(language);
  const now = useMemo(() => new Date(), []);
  const article = draftArticle(values, language, { timeZone, publishedTime, now });
  return (
    <Stack gap="sm">
      <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
        <Text size="sm" c="dimmed" maw={560}>
          {t('adminNews.preview.hint')}
        </Text>
        <Stack gap={4}>
          <Text size="sm" fw={500} id={labelId}>
            {t('adminNews.preview.language')}
          </Text>
          <SegmentedControl
            aria-labelledby={labelId}
            data={[
              { value: 'en', label: t('adminNews.preview.english') },
              { value: 'cn', label: t('adminNews.preview.chinese') },
            ]}
            value={language}
            onChange={(value) => setLanguage(value as Language)}
          />
        </Stack>
      </Group>
      {!values.published && (
        <Alert color="gray" variant="light" py="xs">
          {t('adminNews.preview.draftNote')}
        </Alert>
      )}
      {dirty && (
        <Alert color="orange" variant="light" py="xs">
          {t('adminNews.preview.unsavedNote')}
        </Alert>
      )}
      {eventTimesMissing(values) && (
        <Alert color="blue" variant="light" py="xs">
          {t('adminNews.preview.eventTimesMissing')}
        </Alert>
      )}
      <Card withBorder radius="md" p={0} component="section" aria-label={t('adminNews.preview.label')} lang={htmlLangOf(language)} onClickCapture={keepLinksClosed}>
        {previewI18n ? <I18nextProvider i18n={previewI18n}>{renderArticle(article, now)}</I18nextProvider> : <AdminLoading />}
      </Card>
    </Stack>
  );
}
