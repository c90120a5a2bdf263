import { useMemo, useState, type ReactNode } from 'react';
import { Box, Card, Group, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { I18nextProvider, useTranslation } from 'react-i18next';
import type { HomeListKind } from '../../../../shared/api/admin-home.ts';
import { htmlLangOf, type Language } from '../../../../shared/language.ts';
import { AdminLoading } from '../../../components/admin/query-states.tsx';
import { loadCatalogue } from '../../../i18n/i18n.ts';
import { useLanguage } from '../../../i18n/use-language.ts';
import { draftOf, type HomeDrafts, type HomeFormValues } from '../home-items.ts';

/**
 * The public home page's own components, given by the route that puts this editor together (a
 * feature does not import another): each draws one draft as visitors would see it.
 */
export type HomePreviewRenderers = { [Kind in HomeListKind]: (draft: HomeDrafts[Kind]) => ReactNode };

const LANGUAGES: Language[] = ['en', 'cn'];

/**
 * The unsaved form drawn by the public component, in English or Chinese whatever the back
 * office's language: the public texts of the chosen language are loaded, and the component
 * reads them through its own i18next instance (one that shares the loaded texts).
 */
export function HomePreview<Kind extends HomeListKind>({ kind, values, render }: { kind: Kind; values: HomeFormValues<Kind>; render: HomePreviewRenderers[Kind] }) {
  const { t, i18n } = useTranslation();
  const [previewLanguage, setPreviewLanguage] = useState<Language>(useLanguage());
  const texts = useQuery({
    queryKey: ['i18n', 'public', previewLanguage],
    queryFn: () => loadCatalogue(previewLanguage, 'public').then(() => true),
    staleTime: Infinity,
  });
  const previewI18n = useMemo(() => (texts.data ? i18n.cloneInstance({ lng: htmlLangOf(previewLanguage) }) : null), [i18n, previewLanguage, texts.data]);
  const draft = draftOf(kind, values, previewLanguage);

  return (
    <Card withBorder radius="md" component="section" aria-labelledby="home-preview-title">
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap" gap="sm">
          <Stack gap={2}>
            <Title order={2} fz="md" id="home-preview-title">
              {t('adminHome.preview.title')}
            </Title>
            <Text size="sm" c="dimmed">
              {t('adminHome.preview.hint')}
            </Text>
          </Stack>
          <SegmentedControl
            aria-label={t('adminHome.preview.language')}
            value={previewLanguage}
            onChange={(value) => setPreviewLanguage(value === 'cn' ? 'cn' : 'en')}
            data={LANGUAGES.map((value) => ({ value, label: t(`adminHome.preview.${value}`) }))}
          />
        </Group>
        {previewI18n ? (
          <Box lang={htmlLangOf(previewLanguage)} data-testid="home-preview" style={{ borderRadius: 'var(--mantine-radius-md)', overflow: 'hidden', border: '1px solid var(--mantine-color-gray-3)' }}>
            <I18nextProvider i18n={previewI18n}>{render(draft)}</I18nextProvider>
          </Box>
        ) : (
          <AdminLoading />
        )}
      </Stack>
    </Card>
  );
}
