import { useEffect, useMemo, useState, type MouseEvent, type ReactNode } from 'react';
import { Alert, Box, Group, SegmentedControl, Stack, Text } from '@mantine/core';
import { htmlLangOf, LANGUAGES, type Language } from '../../../shared/language.ts';
import { loadCatalogue, translatorFor } from '../../i18n/i18n.ts';
import { TranslatorProvider, useTranslation, type Translator } from '../../i18n/translator.tsx';
import { AdminLoading } from './query-states.tsx';

/**
 * The interface texts of the preview's language: the page's own when the languages match, else an
 * instance of its own over the other language's public texts, so that the labels around the draft
 * read as a family reading in that language would see them.
 */
function usePreviewTranslator(language: Language): Translator | null {
  const page = useTranslation();
  const [loaded, setLoaded] = useState<Language | null>(null);
  useEffect(() => {
    if (language === page.language) return;
    let live = true;
    void loadCatalogue(language, 'public').then(() => live && setLoaded(language));
    return () => {
      live = false;
    };
  }, [language, page.language]);
  const other = useMemo(() => translatorFor(language), [language]);
  if (language === page.language) return page;
  return loaded === language ? other : null;
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
  const { t, language: pageLanguage } = useTranslation();
  const [language, setLanguage] = useState<Language>(pageLanguage);
  const previewTranslator = usePreviewTranslator(language);
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
        {previewTranslator ? <TranslatorProvider translator={previewTranslator}>{children(language)}</TranslatorProvider> : <AdminLoading />}
      </Box>
    </Stack>
  );
}
