import { useState } from 'react';
import { Button, Card, Group, SegmentedControl, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useNavigate } from 'react-router';
import { useTranslation } from '../../../i18n/translator.tsx';
import { createStaffBody, type CreateStaffBody } from '../../../../shared/api/admin-staff.ts';
import { AdminPage } from '../../../components/admin/admin-page.tsx';
import { BilingualField } from '../../../components/admin/bilingual-field.tsx';
import { UnsavedChangesGuard } from '../../../components/admin/unsaved-changes-guard.tsx';
import { errorMessageOf, focusFirstInvalidField, serverFieldErrors, validateWithSchema } from '../../../lib/form-feedback.ts';
import { notifications } from '../../../lib/toast.ts';
import { useCreateStaff } from '../api/create-staff.ts';

interface StaffFormValues {
  username: string;
  email: string;
  nickname: string;
  role: 'admin' | 'adviser';
  adviser: { nameEn: string; nameZh: string; titleEn: string; titleZh: string; phone: string; timeZone: string };
}

const bodyOf = (values: StaffFormValues): CreateStaffBody => ({ ...values, adviser: values.role === 'adviser' ? values.adviser : null });

/** A new admin or adviser; an adviser also gets the card families see, in both languages. */
export function CreateStaffForm() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const create = useCreateStaff();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<StaffFormValues>({
    initialValues: {
      username: '',
      email: '',
      nickname: '',
      role: 'adviser',
      adviser: { nameEn: '', nameZh: '', titleEn: '', titleZh: '', phone: '', timeZone: 'Asia/Shanghai' },
    },
    validate: (values) => validateWithSchema(createStaffBody, bodyOf(values), t),
  });

  const submit = form.onSubmit(
    (values) => {
      setFormError(null);
      create.mutate(bodyOf(values), {
        onSuccess: (created) => {
          form.resetDirty();
          notifications.show({ color: 'teal', message: t('adminStaff.created', { name: created.username }) });
          void navigate('/admin/staff');
        },
        onError: (error) => {
          const fields = serverFieldErrors(error);
          if (Object.keys(fields).length) {
            form.setErrors(fields);
            focusFirstInvalidField();
          } else setFormError(errorMessageOf(error, t));
        },
      });
    },
    () => focusFirstInvalidField(),
  );

  return (
    <AdminPage title={t('adminStaff.createTitle')} description={t('adminStaff.createSubtitle')} back={{ href: '/admin/staff', label: t('adminStaff.backToList') }}>
      <form onSubmit={submit} noValidate>
        <Stack gap="md" maw={760}>
          <Card withBorder radius="md">
            <Stack gap="sm">
              <Title order={2} fz="md">
                {t('adminStaff.accountSection')}
              </Title>
              <Stack gap={4}>
                <Text size="sm" fw={500} id="staff-role-label">
                  {t('adminStaff.columns.role')}
                </Text>
                <SegmentedControl
                  aria-labelledby="staff-role-label"
                  data={[
                    { value: 'adviser', label: t('adminStaff.roles.adviser') },
                    { value: 'admin', label: t('adminStaff.roles.admin') },
                  ]}
                  w="fit-content"
                  {...form.getInputProps('role')}
                />
                <Text size="xs" c="dimmed">
                  {t(`adminStaff.roleHints.${form.values.role}`)}
                </Text>
              </Stack>
              <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
                <TextInput label={t('adminStaff.fields.username')} required autoComplete="off" {...form.getInputProps('username')} />
                <TextInput label={t('adminStaff.fields.email')} type="email" required autoComplete="off" {...form.getInputProps('email')} />
                <TextInput label={t('adminStaff.fields.nickname')} {...form.getInputProps('nickname')} />
              </SimpleGrid>
            </Stack>
          </Card>
          {form.values.role === 'adviser' && (
            <Card withBorder radius="md">
              <Stack gap="sm">
                <Title order={2} fz="md">
                  {t('adminStaff.cardSection')}
                </Title>
                <Text size="sm" c="dimmed">
                  {t('adminStaff.cardHint')}
                </Text>
                <BilingualField label={t('adminStaff.fields.cardName')} required en={form.getInputProps('adviser.nameEn')} zh={form.getInputProps('adviser.nameZh')} />
                <BilingualField label={t('adminStaff.fields.cardTitle')} en={form.getInputProps('adviser.titleEn')} zh={form.getInputProps('adviser.titleZh')} />
                <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
                  <TextInput label={t('adminStaff.fields.phone')} type="tel" {...form.getInputProps('adviser.phone')} />
                  <TextInput label={t('adminStaff.fields.timeZone')} description={t('adminStaff.fields.timeZoneHint')} {...form.getInputProps('adviser.timeZone')} />
                </SimpleGrid>
              </Stack>
            </Card>
          )}
          {formError && (
            <Text c="red.8" size="sm" role="alert">
              {formError}
            </Text>
          )}
          <Group>
            <Button type="submit" loading={create.isPending}>
              {t('adminStaff.create')}
            </Button>
          </Group>
        </Stack>
      </form>
      <UnsavedChangesGuard when={form.isDirty() && !create.isPending} />
    </AdminPage>
  );
}
