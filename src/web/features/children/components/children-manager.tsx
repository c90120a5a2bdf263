import { useState } from 'react';
import { Button, Group, Modal, Paper, SimpleGrid, Skeleton, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { notifications } from '../../../lib/toast.ts';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../../i18n/translator.tsx';
import { ChildLimit, type ChildDto } from '../../../../shared/api/accounts.ts';
import { COMPACT_BREAKPOINT_PX } from '../../../../shared/limits.ts';
import { ChildrenIcon, PlusIcon } from '../../../components/account-icons.tsx';
import { errorMessageOf } from '../../../lib/form-feedback.ts';
import { useLanguage } from '../../../i18n/use-language.ts';
import { useDeleteChild } from '../api/delete-child.ts';
import { childrenQueryOptions } from '../api/get-children.ts';
import { useSaveChild } from '../api/save-child.ts';
import { ChildCard } from './child-card.tsx';
import { ChildForm } from './child-form.tsx';
import { DeleteChildDialog } from './delete-child-dialog.tsx';
import classes from './children.module.css';

type Editing = { child: ChildDto | null } | null;

/** /user/child: a parent's children, added, edited and removed (with a confirmation). */
export function ChildrenManager() {
  const { t } = useTranslation();
  const language = useLanguage();
  const compact = useMediaQuery(`(max-width: ${COMPACT_BREAKPOINT_PX - 0.02}px)`);
  const children = useQuery(childrenQueryOptions(language));
  const save = useSaveChild();
  const remove = useDeleteChild();
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<ChildDto | null>(null);

  const list = children.data ?? [];
  const atLimit = list.length >= ChildLimit.perParent;
  const addButton = (
    <Button radius="xl" leftSection={<PlusIcon size={16} />} onClick={() => setEditing({ child: null })} disabled={atLimit || children.isPending}>
      {t('children.add')}
    </Button>
  );

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end" gap="md">
        <div>
          <Title order={1} className={classes.title}>
            {t('children.title')}
          </Title>
          <Text c="dimmed" mt={4}>
            {t('children.subtitle')}
          </Text>
        </div>
        {list.length > 0 && addButton}
      </Group>

      {children.isPending ? (
        <SimpleGrid cols={{ base: 1, sm: 2 }} aria-busy="true">
          <Skeleton height={200} radius="lg" />
          <Skeleton height={200} radius="lg" />
        </SimpleGrid>
      ) : children.isError ? (
        <Paper withBorder radius="lg" p="xl" role="alert">
          <Stack align="center" gap="sm" ta="center">
            <Text>{errorMessageOf(children.error, t)}</Text>
            <Button variant="light" radius="xl" onClick={() => void children.refetch()}>
              {t('children.retry')}
            </Button>
          </Stack>
        </Paper>
      ) : list.length === 0 ? (
        <Paper withBorder radius="lg" p={{ base: 'lg', sm: 48 }} className={classes.empty} data-testid="children-empty">
          <Stack align="center" gap="md" ta="center" maw={460} mx="auto">
            <ThemeIcon size={64} radius="xl" variant="light" color="navy">
              <ChildrenIcon size={30} />
            </ThemeIcon>
            <Title order={2} size="h3">
              {t('children.emptyTitle')}
            </Title>
            <Text c="dimmed">{t('children.emptyBody')}</Text>
            {addButton}
          </Stack>
        </Paper>
      ) : (
        <>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" component="ul" className={classes.list} data-testid="children-list">
            {list.map((child) => (
              <li key={child.id}>
                <ChildCard child={child} onEdit={() => setEditing({ child })} onDelete={() => setDeleting(child)} />
              </li>
            ))}
          </SimpleGrid>
          {atLimit && (
            <Text size="sm" c="dimmed">
              {t('children.limitReached', { max: ChildLimit.perParent })}
            </Text>
          )}
        </>
      )}

      <Modal
        opened={editing !== null}
        onClose={() => setEditing(null)}
        title={editing?.child ? t('children.editTitle', { name: editing.child.name }) : t('children.addTitle')}
        size="lg"
        radius="lg"
        fullScreen={compact}
        closeButtonProps={{ 'aria-label': t('children.form.close') }}
        styles={{ title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)' } }}
      >
        {editing && (
          <ChildForm
            key={editing.child?.id ?? 'new'}
            child={editing.child}
            saving={save.isPending}
            onCancel={() => setEditing(null)}
            onSave={(body, handlers) =>
              save.mutate(
                { id: editing.child?.id ?? null, body },
                {
                  onSuccess: (saved) => {
                    setEditing(null);
                    notifications.show({
                      color: 'teal',
                      message: editing.child ? t('children.saved', { name: saved.name }) : t('children.added', { name: saved.name }),
                    });
                  },
                  onError: handlers.onError,
                },
              )
            }
          />
        )}
      </Modal>

      <DeleteChildDialog
        child={deleting}
        deleting={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={(child) =>
          remove.mutate(child.id, {
            onSuccess: () => {
              setDeleting(null);
              notifications.show({ color: 'teal', message: t('children.deleted', { name: child.name }) });
            },
            onError: (error) => notifications.show({ color: 'red', message: errorMessageOf(error, t) }),
          })
        }
      />
    </Stack>
  );
}
