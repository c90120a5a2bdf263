import { useState } from 'react';
import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from '../../../i18n/translator.tsx';
import { homeIntroBody, type AdminHomeDetail } from '../../../../shared/api/admin-home.ts';
import { BilingualField } from '../../../components/admin/bilingual-field.tsx';
import { RecordHistory } from '../../../components/admin/record-history.tsx';
import { BilingualRichTextField } from '../../../components/admin/rich-text-field.tsx';
import { UnsavedChangesGuard } from '../../../components/admin/unsaved-changes-guard.tsx';
import { focusFirstInvalidField, showSaveError } from '../../../lib/form-feedback.ts';
import { notifications } from '../../../lib/toast.ts';
import { useSaveHomeIntro } from '../api/home.ts';
import { validateHomeForm } from '../home-items.ts';

/** The audit log's id for the intro's two site texts (staff-home.ts). */
const INTRO_ENTITY_ID = 'home.intro';

/** The intro beside the hero: a heading and a rich text, in both languages, with its history. */
export function HomeIntroForm({ intro }: { intro: AdminHomeDetail['intro'] }) {
  const { t } = useTranslation();
  const save = useSaveHomeIntro();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm({ initialValues: intro, validate: (values) => validateHomeForm(homeIntroBody, values, t) });

  const submit = form.onSubmit(
    (values) => {
      setFormError(null);
      save.mutate(values, {
        onSuccess: (detail) => {
          form.setInitialValues(detail.intro);
          form.setValues(detail.intro);
          form.resetDirty(detail.intro);
          notifications.show({ color: 'teal', message: t('adminHome.saved') });
        },
        onError: (error) => showSaveError(error, { form, setFormError, t }),
      });
    },
    () => focusFirstInvalidField(),
  );

  return (
    <Stack gap="lg">
      <form onSubmit={submit} noValidate>
        <Card withBorder radius="md">
          <Stack gap="sm">
            <BilingualField label={t('adminHome.fields.introTitle')} required en={form.getInputProps('titleEn')} zh={form.getInputProps('titleZh')} />
            <BilingualRichTextField label={t('adminHome.fields.introBody')} en={form.getInputProps('bodyEn')} zh={form.getInputProps('bodyZh')} />
            {formError && (
              <Text c="red.8" size="sm" role="alert">
                {formError}
              </Text>
            )}
            <Group>
              <Button type="submit" loading={save.isPending}>
                {t('adminHome.save')}
              </Button>
            </Group>
          </Stack>
        </Card>
        <UnsavedChangesGuard when={form.isDirty() && !save.isPending} />
      </form>
      <Stack gap="xs">
        <Title order={2} fz="md">
          {t('adminHome.tabs.history')}
        </Title>
        <RecordHistory entityType="siteText" entityId={INTRO_ENTITY_ID} />
      </Stack>
    </Stack>
  );
}
