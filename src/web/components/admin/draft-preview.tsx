import { useEffect, useState, type MouseEvent, type ReactNode } from 'react';
import { Alert, Box, Group, SegmentedControl, Stack, Text } from '@mantine/core';
import i18next, { type i18n as I18n } from 'i18next';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { htmlLangOf, LANGUAGES, type Language } from '../../../shared/language.ts';
import { catalogueOf, loadCatalogue } from '../../i18n/i18n.ts';
import { useLanguage } from '../../i18n/use-language.ts';
import { AdminLoading } from './query-states.tsx';

/**
 * The interface texts of the preview's language: the page's own when the languages match, else an
 * instance of its own over the other language's public texts, so that the labels around the draft
 * read as a family reading in that language would see them.
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

/** A line above the preview: the draft is hidden, has unsaved changes, lacks something. */
export function PreviewNote({ color = 'gray', children }: { color?: string; children: ReactNode }) {
  return (
    <Alert color={color} variant="light" py="xs">
      {children}
    </Alert>
  );
}

/**
 * A draft shown as families will see it, before it is saved or shown: the caller draws it with the
 * public page's own component, which the route that composes the editor hands in (features do not
 * import each other), in the language chosen here, starting with the reader's own.
 *
 *   <DraftPreview notes={hidden && <PreviewNote>…</PreviewNote>}>{(language) => <ContentBlock block={contentBlockIn(draft, language)} index={1} />}</DraftPreview>
 */
export function DraftPreview({ notes, children }: { notes?: ReactNode; children: (language: Language) => ReactNode }) {
  const { t } = useTranslation();
  const [language, setLanguage] = useState<Language>(useLanguage());
  const previewI18n = usePreviewI18n(language);
  return (
    <Stack gap="sm">
      <Group justify="space-between" align="center" wrap="wrap" gap="sm">
        <Text size="sm" c="dimmed" maw={560}>
          {t('adminShell.preview.note')}
        </Text>
        <SegmentedControl
          aria-label={t('adminShell.preview.language')}
          value={language}
          onChange={(value) => setLanguage(value as Language)}
          data={LANGUAGES.map((value) => ({ value, label: t(`adminShell.preview.languages.${value}`) }))}
        />
      </Group>
      {notes}
      <Box
        component="section"
        aria-label={t('adminShell.preview.tab')}
        lang={htmlLangOf(language)}
        onClickCapture={keepLinksClosed}
        style={{ borderRadius: 'var(--mantine-radius-md)', overflow: 'hidden', border: '1px solid var(--mantine-color-gray-3)' }}
      >
        {previewI18n ? <I18nextProvider i18n={previewI18n}>{children(language)}</I18nextProvider> : <AdminLoading />}
      </Box>
    </Stack>
  );
}
