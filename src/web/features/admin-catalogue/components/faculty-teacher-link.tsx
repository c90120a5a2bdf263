import { Button, Card, Group, Select, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { AdminFacultyMember } from '../../../../shared/api/admin-catalogue.ts';
import { useTranslation } from '../../../i18n/translator.tsx';
import { useLanguage } from '../../../i18n/use-language.ts';
import { errorMessageOf } from '../../../lib/form-feedback.ts';
import { notifications } from '../../../lib/toast.ts';
import { teacherAccountsQueryOptions, useLinkTeacher } from '../api/faculty-teacher-link.ts';

const NONE = 'none';

/** The teacher's account linked to the entry (D30): it then sees the classes the entry teaches. */
export function FacultyTeacherLink({ member }: { member: AdminFacultyMember }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const accounts = useQuery(teacherAccountsQueryOptions(language));
  const link = useLinkTeacher(member.id);
  const current = member.userId === null ? NONE : String(member.userId);
  const [value, setValue] = useState(current);
  const options = [
    { value: NONE, label: t('adminFaculty.teacherLink.none') },
    ...(accounts.data ?? [])
      .filter((account) => account.facultyId === null || account.facultyId === member.id)
      .map((account) => ({ value: String(account.id), label: account.nickname ? `${account.nickname} (${account.username})` : account.username })),
  ];
  return (
    <Card withBorder radius="md" mb="md" data-testid="faculty-teacher-link">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          link.mutate(value === NONE ? null : Number(value), {
            onSuccess: () => notifications.show({ color: 'teal', message: t('adminFaculty.teacherLink.saved') }),
            onError: (error) => notifications.show({ color: 'red', message: errorMessageOf(error, t) }),
          });
        }}
      >
        <Stack gap="xs">
          <Title order={2} fz="md">
            {t('adminFaculty.teacherLink.title')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('adminFaculty.teacherLink.body')}
          </Text>
          <Group align="flex-end" gap="sm" wrap="wrap">
            <Select
              label={t('adminFaculty.teacherLink.label')}
              data={options}
              value={value}
              onChange={(next) => setValue(next ?? NONE)}
              allowDeselect={false}
              searchable
              disabled={accounts.isPending}
              style={{ flex: '1 1 260px' }}
            />
            <Button type="submit" loading={link.isPending} disabled={value === current}>
              {t('adminFaculty.teacherLink.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}
