import { Button, Group } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { AdminPage } from '../../../components/admin/admin-page.tsx';
import { AdminLoadError, AdminLoading } from '../../../components/admin/query-states.tsx';
import { MessageThread } from '../../../components/message-thread.tsx';
import { useTranslation } from '../../../i18n/translator.tsx';
import { useLanguage } from '../../../i18n/use-language.ts';
import { errorMessageOf } from '../../../lib/form-feedback.ts';
import { notifications } from '../../../lib/toast.ts';
import { adminTeacherThreadQueryOptions, staffTeacherMessageFileLink, useCloseTeacherThread, useStaffTeacherMessage } from '../api/admin-teacher-threads.ts';

/** One parent–teacher conversation as staff see it: they may write in it, close it and reopen it. */
export function TeacherThreadPage({ threadId, backHref }: { threadId: number; backHref: string }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const thread = useQuery(adminTeacherThreadQueryOptions(language, threadId));
  const send = useStaffTeacherMessage(threadId);
  const closed = thread.data?.closed ?? false;
  const toggle = useCloseTeacherThread(threadId, !closed);
  const back = { href: backHref, label: t('adminTeacherThreads.backToList') };
  if (thread.isPending) return <AdminLoading />;
  if (thread.isError) {
    return (
      <AdminPage title={t('adminTeacherThreads.detailTitle')} back={back}>
        <AdminLoadError error={thread.error} onRetry={() => void thread.refetch()} />
      </AdminPage>
    );
  }
  const data = thread.data;
  return (
    <AdminPage
      back={back}
      documentTitle={t('adminTeacherThreads.detailTitle')}
      title={[data.childName, data.courseName].join(' · ')}
      description={t('adminTeacherThreads.between', { family: data.parentName, teachers: data.teachers.join(', ') || t('teacherMessages.noTeacherYet') })}
      actions={
        <Group gap="xs">
          <Button
            variant="default"
            radius="xl"
            loading={toggle.isPending}
            onClick={() =>
              toggle.mutate(undefined, {
                onSuccess: () => notifications.show({ color: 'teal', message: t(closed ? 'adminTeacherThreads.reopened' : 'adminTeacherThreads.closedDone') }),
                onError: (error) => notifications.show({ color: 'red', message: errorMessageOf(error, t) }),
              })
            }
            data-testid="toggle-teacher-thread"
          >
            {closed ? t('adminTeacherThreads.reopen') : t('adminTeacherThreads.close')}
          </Button>
        </Group>
      }
    >
      <MessageThread
        thread={data}
        send={(body) => send.mutateAsync(body).then(() => notifications.show({ color: 'teal', message: t('teacherMessages.sent') }))}
        sending={send.isPending}
        sendError={send.error}
        fileLink={(fileId) => staffTeacherMessageFileLink(language, fileId)}
        closedNotice={t('adminTeacherThreads.closedNotice')}
      />
    </AdminPage>
  );
}
