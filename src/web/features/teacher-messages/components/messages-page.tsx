import { Alert, Badge, Button, Group, Loader, Modal, Paper, Select, Skeleton, Stack, Text, ThemeIcon, Title, UnstyledButton } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { TeacherThreadContact, TeacherThreadSummary } from '../../../../shared/api/teacher-threads.ts';
import { COMPACT_BREAKPOINT_PX } from '../../../../shared/limits.ts';
import { ChatIcon } from '../../../components/account-icons.tsx';
import { MessageThread } from '../../../components/message-thread.tsx';
import { useTranslation } from '../../../i18n/translator.tsx';
import { useLanguage } from '../../../i18n/use-language.ts';
import { errorMessageOf } from '../../../lib/form-feedback.ts';
import { useFormatters } from '../../../lib/format.ts';
import { MEMBER_QUERY_KEY } from '../../../lib/session-token.ts';
import { notifications } from '../../../lib/toast.ts';
import { TEACHER_THREADS_QUERY_KEY, teacherMessageFileLink, teacherThreadListQueryOptions, teacherThreadQueryOptions, useOpenTeacherThread, useSendTeacherMessage } from '../api/teacher-threads.ts';
import classes from './messages-page.module.css';

const contactKey = (contact: Pick<TeacherThreadContact, 'childId' | 'productId'>) => `${contact.childId}:${contact.productId}`;

/**
 * /user/messages (issue 29): a family's conversations with their child's teachers, or a teacher's
 * with the families of their courses. `?thread=` opens one, as the plan, the entitlements and the
 * notifications link to it.
 */
export function MessagesPage({ isTeacher }: { isTeacher: boolean }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const [params, setParams] = useSearchParams();
  const openId = Number(params.get('thread')) || null;
  // The plan and the entitlements link here about a child and a course.
  const asked = params.get('child') && params.get('course') ? `${params.get('child')}:${params.get('course')}` : null;
  const list = useQuery(teacherThreadListQueryOptions(language));
  const compact = useMediaQuery(`(max-width: ${COMPACT_BREAKPOINT_PX - 0.02}px)`);
  const setOpen = (id: number | null) => {
    const next = new URLSearchParams(params);
    next.delete('child');
    next.delete('course');
    if (id === null) next.delete('thread');
    else next.set('thread', String(id));
    setParams(next, { preventScrollReset: true });
  };
  const askedThread = list.data?.contacts.find((contact) => contactKey(contact) === asked)?.threadId ?? null;
  useEffect(() => {
    if (askedThread !== null) setOpen(askedThread);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- opens once, when the list names the thread asked about
  }, [askedThread]);

  return (
    <Stack gap="lg">
      <div>
        <Title order={1} className={classes.title}>
          {t('teacherMessages.title')}
        </Title>
        <Text c="dimmed" mt={4}>
          {isTeacher ? t('teacherMessages.subtitleTeacher') : t('teacherMessages.subtitleFamily')}
        </Text>
      </div>
      {list.isPending ? (
        <Stack gap="sm" aria-busy="true">
          <Skeleton height={72} radius="lg" />
          <Skeleton height={84} radius="lg" />
        </Stack>
      ) : list.isError ? (
        <Paper withBorder radius="lg" p="xl" role="alert">
          <Stack align="center" gap="sm" ta="center">
            <Text fw={600}>{t('teacherMessages.loadFailed')}</Text>
            <Text size="sm" c="dimmed">
              {errorMessageOf(list.error, t)}
            </Text>
            <Button variant="light" radius="xl" onClick={() => void list.refetch()}>
              {t('common.retry')}
            </Button>
          </Stack>
        </Paper>
      ) : (
        <>
          <NewThread contacts={list.data.contacts} isTeacher={isTeacher} onOpened={setOpen} initial={asked} />
          <section aria-labelledby="threads-heading">
            <Title order={2} size="h4" id="threads-heading" mb="sm">
              {t('teacherMessages.threads')}
            </Title>
            {list.data.list.length === 0 ? (
              <Paper withBorder radius="lg" p={{ base: 'lg', sm: 40 }} data-testid="threads-empty">
                <Stack align="center" gap="sm" ta="center">
                  <ThemeIcon size={56} radius="xl" variant="light" color="navy">
                    <ChatIcon size={26} />
                  </ThemeIcon>
                  <Text fw={600}>{t('teacherMessages.noThreads')}</Text>
                </Stack>
              </Paper>
            ) : (
              <ul className={classes.list} data-testid="thread-list">
                {list.data.list.map((thread) => (
                  <li key={thread.id}>
                    <ThreadItem thread={thread} isTeacher={isTeacher} onOpen={() => setOpen(thread.id)} />
                  </li>
                ))}
              </ul>
            )}
          </section>
        </>
      )}
      <Modal opened={openId !== null} onClose={() => setOpen(null)} title={t('teacherMessages.title')} size="lg" radius="lg" fullScreen={compact} styles={{ title: { fontWeight: 700 } }}>
        {openId !== null && <ThreadPanel id={openId} isTeacher={isTeacher} />}
      </Modal>
    </Stack>
  );
}

/** Who the conversation is with, as its reader names them. */
function withWhom(thread: Pick<TeacherThreadSummary, 'teachers' | 'parentName' | 'childName'>, isTeacher: boolean, t: ReturnType<typeof useTranslation>['t']) {
  if (isTeacher) return t('teacherMessages.withFamily', { name: thread.childName });
  return thread.teachers.length > 0 ? t('teacherMessages.withTeachers', { names: thread.teachers.join(', ') }) : t('teacherMessages.noTeacherYet');
}

function ThreadItem({ thread, isTeacher, onOpen }: { thread: TeacherThreadSummary; isTeacher: boolean; onOpen: () => void }) {
  const { t } = useTranslation();
  const format = useFormatters();
  return (
    <UnstyledButton className={classes.item} onClick={onOpen} data-testid="thread-item">
      <div className={classes.itemBody}>
        <Group gap="xs">
          <Text fw={700}>{[thread.childName, thread.courseName].join(' · ')}</Text>
          {thread.unread > 0 && (
            <Badge color="red.9" radius="sm">
              {t('teacherMessages.unread', { count: thread.unread })}
            </Badge>
          )}
          {thread.closed && (
            <Badge color="gray" variant="light" c="gray.8" radius="sm">
              {t('teacherMessages.closedBadge')}
            </Badge>
          )}
        </Group>
        <Text size="sm" lineClamp={2}>
          {thread.excerpt}
        </Text>
        <Text size="xs" c="dimmed">
          {withWhom(thread, isTeacher, t)} · {format.dayOf(thread.lastMessageTime)}
        </Text>
      </div>
    </UnstyledButton>
  );
}

/** Start a conversation about a child in a course: opens the one there is, or makes it. */
function NewThread(props: { contacts: TeacherThreadContact[]; isTeacher: boolean; onOpened: (id: number) => void; initial: string | null }) {
  const { contacts, isTeacher, onOpened } = props;
  const { t } = useTranslation();
  const [choice, setChoice] = useState<string | null>(contacts.some((contact) => contactKey(contact) === props.initial) ? props.initial : null);
  const open = useOpenTeacherThread();
  const chosen = contacts.find((contact) => contactKey(contact) === choice);
  if (contacts.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {isTeacher ? t('teacherMessages.noContactsTeacher') : t('teacherMessages.noContactsFamily')}
      </Text>
    );
  }
  return (
    <Paper withBorder radius="lg" p="md">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (!chosen) return;
          if (chosen.threadId !== null) return onOpened(chosen.threadId);
          open.mutate({ childId: chosen.childId, productId: chosen.productId }, { onSuccess: ({ id }) => onOpened(id) });
        }}
      >
        <Group align="end" gap="sm" wrap="wrap">
          <Select
            label={t('teacherMessages.newThread')}
            placeholder={t('teacherMessages.aboutPlaceholder')}
            data={contacts.map((contact) => ({
              value: contactKey(contact),
              label: [contact.childName, contact.courseName, isTeacher ? null : contact.teachers.join(', ')].filter(Boolean).join(' · '),
            }))}
            value={choice}
            onChange={setChoice}
            allowDeselect={false}
            className={classes.contactSelect}
          />
          <Button type="submit" radius="xl" disabled={!chosen} loading={open.isPending}>
            {isTeacher ? t('teacherMessages.startTeacher') : t('teacherMessages.startFamily')}
          </Button>
        </Group>
        {open.isError && (
          <Text size="sm" c="red.9" role="alert" mt="xs">
            {errorMessageOf(open.error, t)}
          </Text>
        )}
      </form>
    </Paper>
  );
}

/** One conversation, read as it opens: the list's unread counts and the bell follow. */
function ThreadPanel({ id, isTeacher }: { id: number; isTeacher: boolean }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const thread = useQuery(teacherThreadQueryOptions(language, id));
  const send = useSendTeacherMessage(id);
  const queryClient = useQueryClient();
  const readAt = thread.dataUpdatedAt;
  useEffect(() => {
    if (!readAt) return;
    void queryClient.invalidateQueries({ queryKey: [...TEACHER_THREADS_QUERY_KEY, 'list'] });
    void queryClient.invalidateQueries({ queryKey: [...MEMBER_QUERY_KEY, 'notifications'] });
  }, [readAt, queryClient]);

  if (thread.isPending) {
    return (
      <Group justify="center" p="lg">
        <Loader size="sm" aria-label={t('common.loading')} />
      </Group>
    );
  }
  if (thread.isError) {
    return (
      <Alert color="red" variant="light" role="alert">
        {errorMessageOf(thread.error, t)}
      </Alert>
    );
  }
  return (
    <Stack gap="md" data-testid="teacher-thread">
      <div>
        <Text fw={700}>{[thread.data.childName, thread.data.courseName].join(' · ')}</Text>
        <Text size="sm" c="dimmed">
          {withWhom(thread.data, isTeacher, t)}
        </Text>
      </div>
      <MessageThread
        thread={thread.data}
        send={(body) => send.mutateAsync(body).then(() => notifications.show({ color: 'teal', message: t('teacherMessages.sent') }))}
        sending={send.isPending}
        sendError={send.error}
        fileLink={(fileId) => teacherMessageFileLink(language, fileId)}
      />
    </Stack>
  );
}
