import { useState } from 'react';
import { Button, Card, Group, Loader, Paper, Select, SimpleGrid, Stack, Text, Textarea, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { STAFF_NOTE_TEXT_MAX, staffNoteBody, type CaseKind, type CaseWork } from '../../../shared/api/case-work.ts';
import { useTranslation } from '../../i18n/translator.tsx';
import { useLanguage } from '../../i18n/use-language.ts';
import { useFormatters } from '../../lib/format.ts';
import { errorMessageOf, focusFirstInvalidField, serverFieldErrors, validateWithSchema } from '../../lib/form-feedback.ts';
import { notifications } from '../../lib/toast.ts';
import { assignableStaffQueryOptions, caseWorkQueryOptions } from './get-case-work.ts';
import { AdminLoadError } from './query-states.tsx';
import { UnsavedChangesGuard } from './unsaved-changes-guard.tsx';
import { useAddStaffNote, useAssignCase } from './update-case-work.ts';

const NOBODY = 'none';

/**
 * Working a case together (issue 31): who looks after it and staff's internal notes, the same on
 * a family, a requirement, an assessment and a feedback thread. Families never see either.
 */
export function CaseWorkPanel({ kind, id }: { kind: CaseKind; id: number }) {
  const work = useQuery(caseWorkQueryOptions(useLanguage(), kind, id));
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md" style={{ alignItems: 'start' }} data-testid="case-work">
      <AssigneeCard kind={kind} id={id} work={work} />
      <NotesCard kind={kind} id={id} work={work} />
    </SimpleGrid>
  );
}

function PanelCard({ title, hint, children }: { title: string; hint: string; children: React.ReactNode }) {
  return (
    <Card withBorder radius="md">
      <Stack gap="sm">
        <div>
          <Title order={2} fz="md">
            {title}
          </Title>
          <Text size="sm" c="dimmed">
            {hint}
          </Text>
        </div>
        {children}
      </Stack>
    </Card>
  );
}

function Pending({ work }: { work: UseQueryResult<CaseWork> }) {
  const { t } = useTranslation();
  if (work.isError) return <AdminLoadError error={work.error} onRetry={() => void work.refetch()} />;
  return (
    <Group gap="xs" role="status" aria-live="polite">
      <Loader size="xs" aria-hidden />
      <Text size="sm" c="dimmed">
        {t('common.loading')}
      </Text>
    </Group>
  );
}

function AssigneeCard({ kind, id, work }: { kind: CaseKind; id: number; work: UseQueryResult<CaseWork> }) {
  const { t } = useTranslation();
  return (
    <PanelCard title={t('adminShell.caseWork.assigneeTitle')} hint={t('adminShell.caseWork.assigneeHint')}>
      {work.data ? (
        <AssigneeForm kind={kind} id={id} current={work.data.assignee} />
      ) : (
        <Pending work={work} />
      )}
    </PanelCard>
  );
}

function AssigneeForm({ kind, id, current }: { kind: CaseKind; id: number; current: CaseWork['assignee'] }) {
  const { t } = useTranslation();
  const staff = useQuery(assignableStaffQueryOptions(useLanguage(), kind));
  const assign = useAssignCase(kind, id);
  const saved = current ? String(current.id) : NOBODY;
  const [choice, setChoice] = useState(saved);
  // A new assignee read from the server starts the choice again (the form stays mounted for its toast).
  const [shown, setShown] = useState(saved);
  if (shown !== saved) {
    setShown(saved);
    setChoice(saved);
  }
  const changed = choice !== saved;
  const me = staff.data?.me;

  const save = (value: string) =>
    assign.mutate(
      { assigneeId: value === NOBODY ? null : Number(value) },
      {
        onSuccess: (work) =>
          notifications.show({
            color: 'teal',
            message: work.assignee
              ? t('adminShell.caseWork.assigneeSaved', {
                  name: work.assignee.name,
                })
              : t('adminShell.caseWork.unassignedSaved'),
          }),
        onError: (error) =>
          notifications.show({
            color: 'red',
            message: errorMessageOf(error, t),
          }),
      },
    );

  // A former member of staff still assigned stays visible, though they cannot be chosen again.
  const options = [
    { value: NOBODY, label: t('adminShell.caseWork.nobody') },
    ...(staff.data?.list ?? []).map((member) => ({
      value: String(member.id),
      label: member.name,
    })),
    ...(current && !staff.data?.list.some((member) => member.id === current.id)
      ? [
          {
            value: String(current.id),
            label: current.name || t('adminShell.caseWork.formerStaff'),
            disabled: true,
          },
        ]
      : []),
  ];

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        save(choice);
      }}
    >
      <Stack gap="sm">
        <Select
          label={t('adminShell.caseWork.assignee')}
          data={options}
          value={choice}
          onChange={(value) => setChoice(value ?? NOBODY)}
          allowDeselect={false}
          searchable
          nothingFoundMessage={t('adminShell.table.noRecords')}
          rightSection={staff.isPending ? <Loader size="xs" aria-hidden /> : undefined}
          data-testid="assignee-select"
        />
        <Group gap="sm" wrap="wrap">
          <Button type="submit" loading={assign.isPending && changed} disabled={!changed} data-testid="save-assignee">
            {t('adminShell.caseWork.save')}
          </Button>
          {me !== undefined && current?.id !== me && (
            <Button
              variant="light"
              loading={assign.isPending && !changed}
              onClick={() => {
                setChoice(String(me));
                save(String(me));
              }}
              data-testid="assign-to-me"
            >
              {t('adminShell.caseWork.assignToMe')}
            </Button>
          )}
        </Group>
      </Stack>
      <UnsavedChangesGuard when={changed && !assign.isPending} />
    </form>
  );
}

function NotesCard({ kind, id, work }: { kind: CaseKind; id: number; work: UseQueryResult<CaseWork> }) {
  const { t } = useTranslation();
  const format = useFormatters();
  return (
    <PanelCard title={t('adminShell.caseWork.notesTitle')} hint={t('adminShell.caseWork.notesHint')}>
      <NoteForm kind={kind} id={id} />
      {work.data ? (
        work.data.notes.length === 0 ? (
          <Text size="sm" c="dimmed" data-testid="no-notes">
            {t('adminShell.caseWork.noNotes')}
          </Text>
        ) : (
          <Stack
            gap="xs"
            component="ol"
            p={0}
            m={0}
            style={{ listStyle: 'none' }}
            aria-label={t('adminShell.caseWork.notesList')}
            mah={420}
            data-testid="staff-notes"
          >
            {work.data.notes.map((note) => (
              <Paper key={note.id} component="li" withBorder radius="sm" p="sm" bg="yellow.0" data-testid="staff-note">
                <Text size="xs" c="dimmed" mb={4}>
                  {t('adminShell.caseWork.noteBy', {
                    name: note.authorName || t('adminShell.caseWork.formerStaff'),
                    time: format.dateTime(note.createTime),
                  })}
                </Text>
                <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                  {note.text}
                </Text>
              </Paper>
            ))}
          </Stack>
        )
      ) : (
        <Pending work={work} />
      )}
    </PanelCard>
  );
}

function NoteForm({ kind, id }: { kind: CaseKind; id: number }) {
  const { t } = useTranslation();
  const add = useAddStaffNote(kind, id);
  const form = useForm({
    initialValues: { text: '' },
    validate: (values) => validateWithSchema(staffNoteBody, values, t),
  });
  const submit = form.onSubmit(
    (values) =>
      add.mutate(
        { text: values.text.trim() },
        {
          onSuccess: () => {
            form.reset();
            notifications.show({
              color: 'teal',
              message: t('adminShell.caseWork.noteAdded'),
            });
          },
          onError: (error) => {
            const fields = serverFieldErrors(error);
            if (Object.keys(fields).length > 0) form.setErrors(fields);
            else
              notifications.show({
                color: 'red',
                message: errorMessageOf(error, t),
              });
          },
        },
      ),
    () => focusFirstInvalidField(),
  );
  return (
    <form noValidate onSubmit={submit}>
      <Stack gap="xs">
        <Textarea
          label={t('adminShell.caseWork.note')}
          description={t('adminShell.caseWork.noteHint', {
            max: STAFF_NOTE_TEXT_MAX,
          })}
          autosize
          minRows={2}
          maxRows={8}
          maxLength={STAFF_NOTE_TEXT_MAX}
          data-testid="note-text"
          {...form.getInputProps('text')}
        />
        <Group justify="flex-end">
          <Button type="submit" variant="light" loading={add.isPending} data-testid="add-note">
            {t('adminShell.caseWork.addNote')}
          </Button>
        </Group>
      </Stack>
      <UnsavedChangesGuard when={form.values.text.trim() !== '' && !add.isPending} />
    </form>
  );
}
