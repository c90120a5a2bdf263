import { useState } from 'react';
import { Anchor, Button, Group, Paper, Select, Skeleton, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from '../../../i18n/translator.tsx';
import { ALL_REQUIREMENTS, filesEditableIn, RequirementLimit, type RequirementSummary } from '../../../../shared/api/requirements.ts';
import { UploadIcon } from '../../../components/account-icons.tsx';
import { errorMessageOf } from '../../../lib/form-feedback.ts';
import { openPrivateFile } from '../../../lib/open-private-file.ts';
import { positiveIdOf } from '../../../lib/positive-id.ts';
import { notifications } from '../../../lib/toast.ts';
import { useLanguage } from '../../../i18n/use-language.ts';
import { requirementFilesQueryOptions } from '../api/get-requirement-files.ts';
import { requirementsQueryOptions } from '../api/get-requirements.ts';
import { useSaveRequirementFile } from '../api/save-requirement-file.ts';
import { REQUIREMENT_STATUS_KEYS } from '../../../lib/requirement-status.ts';
import { requirementHref } from '../requirement-links.ts';
import { AddFilesButton } from './add-files-button.tsx';
import { FileList } from './file-list.tsx';
import classes from './requirements.module.css';

/** Enough for every requirement a family has at once. */
const ALL_OF_THEM = { status: ALL_REQUIREMENTS, pageNum: 1, pageSize: 100 };

/**
 * /user/requirement/upload?id=N: the files of a requirement, added and removed until its
 * programme is formed (`ddcQuestionnaire/file/list`, `saveFile`).
 */
export function RequirementUploadPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const [params, setParams] = useSearchParams();
  const requirements = useQuery(requirementsQueryOptions(language, ALL_OF_THEM));
  const chosenId = positiveIdOf(params.get('id'));

  let body: React.ReactNode;
  if (requirements.isPending) body = <Skeleton height={220} radius="lg" aria-busy="true" />;
  else if (requirements.isError) body = <LoadFailed error={requirements.error} onRetry={() => void requirements.refetch()} />;
  else {
    const editable = requirements.data.list.filter((requirement) => filesEditableIn(requirement.status));
    const chosen = requirements.data.list.find((requirement) => requirement.id === chosenId) ?? (chosenId === null && editable.length === 1 ? editable[0] : undefined);
    const label = (requirement: RequirementSummary) =>
      t('requirements.upload.option', {
        name: requirement.childName,
        subject: requirement.subjectArea.name,
        status: t(`requirements.status.${REQUIREMENT_STATUS_KEYS[requirement.status]}`),
      });
    body =
      editable.length === 0 && !chosen ? (
        <Notice title={t('requirements.upload.noneTitle')} body={t('requirements.upload.noneBody')} action={{ href: '/apply/inspire', label: t('requirements.list.newRequest') }} />
      ) : (
        <Stack gap="lg">
          {editable.length > 0 && (
            <Select
              label={t('requirements.upload.pick')}
              placeholder={t('requirements.upload.pickPlaceholder')}
              allowDeselect={false}
              data={editable.map((requirement) => ({ value: String(requirement.id), label: label(requirement) }))}
              value={chosen && filesEditableIn(chosen.status) ? String(chosen.id) : null}
              onChange={(value) => value && setParams({ id: value }, { preventScrollReset: true })}
              className={classes.narrow}
            />
          )}
          {chosen &&
            (filesEditableIn(chosen.status) ? (
              <RequirementFiles key={chosen.id} requirementId={chosen.id} />
            ) : (
              <Notice title={t('requirements.upload.lockedTitle')} body={t('requirements.upload.lockedBody')} action={{ href: requirementHref(chosen.id), label: t('requirements.upload.viewRequirement') }} />
            ))}
        </Stack>
      );
  }

  return (
    <Stack gap="lg">
      <div>
        <Title order={1} className={classes.listTitle}>
          {t('requirements.upload.title')}
        </Title>
        <Text c="dimmed" mt={4}>
          {t('requirements.upload.subtitle')}
        </Text>
      </div>
      {body}
    </Stack>
  );
}

function RequirementFiles({ requirementId }: { requirementId: number }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const files = useQuery(requirementFilesQueryOptions(language, requirementId));
  const save = useSaveRequirementFile(requirementId);
  const [removing, setRemoving] = useState<number | null>(null);

  if (files.isPending) return <Skeleton height={160} radius="lg" aria-busy="true" />;
  if (files.isError) return <LoadFailed error={files.error} onRetry={() => void files.refetch()} />;

  const add = (file: File) =>
    save
      .mutateAsync({ add: file })
      .then(() => notifications.show({ color: 'teal', message: t('requirements.files.added') }))
      .catch((error: unknown) => notifications.show({ color: 'red', title: t('requirements.files.uploadFailed', { name: file.name }), message: errorMessageOf(error, t) }));
  const remove = (fileId: number) => {
    setRemoving(fileId);
    save.mutate(
      { remove: fileId },
      {
        onSuccess: () => notifications.show({ color: 'teal', message: t('requirements.files.removed') }),
        onError: (error) => notifications.show({ color: 'red', title: t('requirements.files.removeFailed'), message: errorMessageOf(error, t) }),
        onSettled: () => setRemoving(null),
      },
    );
  };
  const room = RequirementLimit.maxFiles - files.data.length;

  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} data-testid="requirement-files">
      <Stack gap="md">
        <FileList
          files={files.data}
          removing={removing}
          onOpen={(file) => {
            const url = files.data.find((candidate) => candidate.id === file.id)?.url;
            if (url) void openPrivateFile(url).catch(() => notifications.show({ color: 'red', message: t('requirements.files.openFailed') }));
          }}
          onRemove={(file) => remove(Number(file.id))}
        />
        <Group gap="md" align="flex-start" justify="space-between">
          <AddFilesButton room={room} onFile={add} />
          <Text size="sm" c="dimmed" mt={8} data-testid="file-count">
            {room > 0 ? t('requirements.files.count', { count: files.data.length }) : t('requirements.files.full')}
          </Text>
        </Group>
        <Anchor component={Link} to={requirementHref(requirementId)} size="sm" fw={600}>
          {t('requirements.upload.viewRequirement')}
        </Anchor>
      </Stack>
    </Paper>
  );
}

function Notice(props: { title: string; body: string; action: { href: string; label: string } }) {
  return (
    <Paper withBorder radius="lg" p={{ base: 'lg', sm: 40 }} className={classes.empty} data-testid="upload-notice">
      <Stack align="center" gap="md" ta="center" maw={460} mx="auto">
        <ThemeIcon size={56} radius="xl" variant="light" color="navy">
          <UploadIcon size={26} />
        </ThemeIcon>
        <Title order={2} size="h4">
          {props.title}
        </Title>
        <Text c="dimmed">{props.body}</Text>
        <Button component={Link} to={props.action.href} radius="xl">
          {props.action.label}
        </Button>
      </Stack>
    </Paper>
  );
}

function LoadFailed({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <Paper withBorder radius="lg" p="xl" role="alert">
      <Stack align="center" gap="sm" ta="center">
        <Text fw={600}>{t('requirements.upload.loadFailed')}</Text>
        <Text size="sm" c="dimmed">
          {errorMessageOf(error, t)}
        </Text>
        <Button variant="light" radius="xl" onClick={onRetry}>
          {t('requirements.upload.retry')}
        </Button>
      </Stack>
    </Paper>
  );
}
