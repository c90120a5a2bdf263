import { Button, Modal, Select, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/translator.tsx';
import { useLanguage } from '../../../i18n/use-language.ts';
import { errorMessageOf } from '../../../lib/form-feedback.ts';
import { notifications } from '../../../lib/toast.ts';
import { reportCoursesQueryOptions } from '../api/get-report-courses.ts';
import { useRequestProgressReports } from '../api/request-progress-reports.ts';

/** "Ask for reports": a course picker; the course's teachers are asked for a report on each child in it. */
export function AskForReports() {
  const { t } = useTranslation();
  const language = useLanguage();
  const [opened, setOpened] = useState(false);
  const [productId, setProductId] = useState<string | null>(null);
  const courses = useQuery({ ...reportCoursesQueryOptions(language), enabled: opened });
  const request = useRequestProgressReports();
  const close = () => {
    setOpened(false);
    setProductId(null);
    request.reset();
  };
  const ask = () => {
    if (!productId) return;
    request.mutate(
      { productId: Number(productId) },
      {
        onSuccess: (result) => {
          notifications.show({ color: 'teal', message: t('adminProgressReports.ask.done', { count: result.requested, open: result.alreadyOpen }) });
          close();
        },
      },
    );
  };
  return (
    <>
      <Button radius="xl" onClick={() => setOpened(true)} data-testid="ask-for-reports">
        {t('adminProgressReports.ask.button')}
      </Button>
      <Modal opened={opened} onClose={close} title={t('adminProgressReports.ask.title')} radius="lg" styles={{ title: { fontWeight: 700 } }}>
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            {t('adminProgressReports.ask.explain')}
          </Text>
          <Select
            label={t('adminProgressReports.ask.course')}
            placeholder={courses.isPending ? t('adminProgressReports.ask.loading') : t('adminProgressReports.ask.pick')}
            data={(courses.data ?? []).map((course) => ({ value: String(course.productId), label: t('adminProgressReports.ask.option', { name: course.courseName, count: course.enrolled }) }))}
            value={productId}
            onChange={setProductId}
            searchable
            nothingFoundMessage={t('adminProgressReports.ask.noCourses')}
            error={courses.isError ? errorMessageOf(courses.error, t) : request.isError ? errorMessageOf(request.error, t) : undefined}
            comboboxProps={{ withinPortal: true }}
            data-testid="report-course"
          />
          <Button radius="xl" onClick={ask} loading={request.isPending} disabled={!productId} data-testid="confirm-ask-for-reports">
            {t('adminProgressReports.ask.confirm')}
          </Button>
        </Stack>
      </Modal>
    </>
  );
}
