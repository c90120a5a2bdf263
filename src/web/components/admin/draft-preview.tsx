import { useState, type ReactNode } from 'react';
import { Alert, Box, Group, Paper, SegmentedControl, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { htmlLangOf, LANGUAGES, type Language } from '../../../shared/language.ts';
import { useLanguage } from '../../i18n/use-language.ts';

/**
 * A draft shown as families will see it, before it is saved or shown: the caller renders it with
 * the public page's own component, in the language chosen here (starting with the reader's own).
 *
 *   <DraftPreview hidden={!form.values.published}>{(language) => <ContentBlock block={contentBlockIn(draft, language)} index={1} />}</DraftPreview>
 */
export function DraftPreview({ hidden, children }: { hidden?: boolean; children: (language: Language) => ReactNode }) {
  const { t } = useTranslation();
  const [language, setLanguage] = useState<Language>(useLanguage());
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
          data={LANGUAGES.map((value) => ({
            value,
            label: t(`adminShell.preview.languages.${value}`),
          }))}
        />
      </Group>
      {hidden && (
        <Alert color="yellow" variant="light" p="xs">
          {t('adminShell.preview.hidden')}
        </Alert>
      )}
      <Paper withBorder radius="md" style={{ overflow: 'hidden' }}>
        <Box lang={htmlLangOf(language)}>{children(language)}</Box>
      </Paper>
    </Stack>
  );
}
