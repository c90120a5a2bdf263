import { Button, Card, Group, Select, Stack, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../../i18n/translator.tsx';
import { assignAdviserBody, type AdminFamilyDetail } from '../../../../shared/api/admin-families.ts';
import { UnsavedChangesGuard } from '../../../components/admin/unsaved-changes-guard.tsx';
import { errorMessageOf, validateWithSchema } from '../../../lib/form-feedback.ts';
import { notifications } from '../../../lib/toast.ts';
import { useLanguage } from '../../../i18n/use-language.ts';
import { useAssignAdviser } from '../api/assign-adviser.ts';
import { advisersQueryOptions } from '../api/get-advisers.ts';

const NONE = 'none';

/** The family's adviser: whose card they see on their home page. Leaving with a changed choice asks first. */
export function AdviserPicker({ family }: { family: AdminFamilyDetail }) {
  const { t } = useTranslation();
  const advisers = useQuery(advisersQueryOptions(useLanguage()));
  const assign = useAssignAdviser();
  const current = family.adviser ? String(family.adviser.id) : NONE;
  const form = useForm({
    initialValues: { adviser: current },
    validate: (values) => validateWithSchema(assignAdviserBody, { adviserId: values.adviser === NONE ? null : Number(values.adviser) }, t, { pathOf: () => 'adviser' }),
  });
  const changed = form.values.adviser !== current;

  const save = form.onSubmit((values) => {
    const adviserId = values.adviser === NONE ? null : Number(values.adviser);
    assign.mutate(
      { familyId: family.id, adviserId },
      {
        onSuccess: (updated) => {
          form.setInitialValues({ adviser: updated.adviser ? String(updated.adviser.id) : NONE });
          notifications.show({ color: 'teal', message: t('adminFamilies.adviserSaved') });
        },
        onError: (error) => notifications.show({ color: 'red', message: errorMessageOf(error, t) }),
      },
    );
  });

  return (
    <Card withBorder radius="md">
      <form onSubmit={save} noValidate>
        <Stack gap="sm">
          <Title order={2} fz="md">
            {t('adminFamilies.adviserTitle')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('adminFamilies.adviserHint')}
          </Text>
          <Group align="flex-end" gap="sm" wrap="wrap">
            <Select
              label={t('adminFamilies.columns.adviser')}
              data={[{ value: NONE, label: t('adminFamilies.noAdviser') }, ...(advisers.data ?? []).map((adviser) => ({ value: String(adviser.id), label: `${adviser.name}${adviser.title ? ` · ${adviser.title}` : ''}` }))]}
              allowDeselect={false}
              searchable
              w={{ base: '100%', xs: 320 }}
              {...form.getInputProps('adviser')}
            />
            <Button type="submit" loading={assign.isPending} disabled={!changed}>
              {t('adminFamilies.saveAdviser')}
            </Button>
          </Group>
        </Stack>
      </form>
      <UnsavedChangesGuard when={changed && !assign.isPending} />
    </Card>
  );
}
