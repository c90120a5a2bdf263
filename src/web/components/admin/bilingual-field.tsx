import type { GetInputPropsReturnType } from '@mantine/form';
import { Fieldset, SimpleGrid, Text, TextInput, Textarea } from '@mantine/core';
import { useTranslation } from '../../i18n/translator.tsx';
import { WARNING_TEXT_COLOUR } from './warning-text.ts';

/**
 * A text that visitors read in both languages (D4): the English and the Chinese side by side (one
 * above the other on a phone). When the Chinese is empty, a note says that Chinese readers will
 * see the English, as the server falls back to it.
 *
 *   <BilingualField label={t('…name')} en={form.getInputProps('nameEn')} zh={form.getInputProps('nameZh')} required />
 */
/** What `form.getInputProps(path)` gives a text field. */
type FieldProps = GetInputPropsReturnType;

interface BilingualFieldProps {
  label: string;
  en: FieldProps;
  zh: FieldProps;
  /** The English is required; the Chinese may fall back to it. */
  required?: boolean;
  multiline?: boolean;
}

export function BilingualField({ label, en, zh, required, multiline }: BilingualFieldProps) {
  const { t } = useTranslation();
  const Input = multiline ? Textarea : TextInput;
  const chineseMissing = String(en.value ?? '').trim() !== '' && String(zh.value ?? '').trim() === '';
  return (
    <Fieldset legend={label} variant="unstyled">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <Input label={t('adminShell.bilingual.english')} lang="en" required={required} autosize={multiline || undefined} minRows={multiline ? 3 : undefined} {...en} />
        <Input
          label={t('adminShell.bilingual.chinese')}
          lang="zh"
          autosize={multiline || undefined}
          minRows={multiline ? 3 : undefined}
          {...zh}
          description={chineseMissing ? <Text span size="xs" c={WARNING_TEXT_COLOUR}>{t('adminShell.bilingual.chineseMissing')}</Text> : undefined}
        />
      </SimpleGrid>
    </Fieldset>
  );
}
