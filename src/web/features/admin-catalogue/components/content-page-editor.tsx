import { ActionIcon, Anchor, Badge, Button, Card, Group, Stack, Switch, Text, Title } from '@mantine/core';
import { DndContext, KeyboardSensor, PointerSensor, closestCenter, useSensor, useSensors, type DragEndEvent } from '@dnd-kit/core';
import { SortableContext, arrayMove, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useTranslation } from '../../../i18n/translator.tsx';
import type { AdminContentBlock, AdminContentPage } from '../../../../shared/api/admin-catalogue.ts';
import type { ContentPageSlug } from '../../../../shared/catalogue.ts';
import { AdminPage } from '../../../components/admin/admin-page.tsx';
import { AdminLoadError, AdminLoading } from '../../../components/admin/query-states.tsx';
import { StrokeIcon, type IconProps } from '../../../components/ui-icons.tsx';
import { useLanguage } from '../../../i18n/use-language.ts';
import { errorMessageOf } from '../../../lib/form-feedback.ts';
import { notifications } from '../../../lib/toast.ts';
import { contentPageQueryOptions, useReorderBlocks, useSavePageSettings, useSetBlockVisibility } from '../api/content.ts';

const GripIcon = (props: IconProps) => (
  <StrokeIcon {...props}>
    <circle cx="9" cy="6" r="1" />
    <circle cx="15" cy="6" r="1" />
    <circle cx="9" cy="12" r="1" />
    <circle cx="15" cy="12" r="1" />
    <circle cx="9" cy="18" r="1" />
    <circle cx="15" cy="18" r="1" />
  </StrokeIcon>
);
const UpIcon = (props: IconProps) => (
  <StrokeIcon {...props}>
    <path d="m18 15-6-6-6 6" />
  </StrokeIcon>
);
const DownIcon = (props: IconProps) => (
  <StrokeIcon {...props}>
    <path d="m6 9 6 6 6-6" />
  </StrokeIcon>
);

interface BlockRowProps {
  block: AdminContentBlock;
  slug: ContentPageSlug;
  index: number;
  count: number;
  busy: boolean;
  onMove: (from: number, to: number) => void;
}

function blockTitle(block: AdminContentBlock, language: string, fallback: string) {
  const title = language === 'cn' ? block.titleZh || block.titleEn : block.titleEn || block.titleZh;
  const module = language === 'cn' ? block.moduleZh || block.moduleEn : block.moduleEn || block.moduleZh;
  return title || module || fallback;
}

/** One block: a handle to drag (or, focused, to move with the arrow keys), up and down, show or hide, edit. */
function BlockRow({ block, slug, index, count, busy, onMove }: BlockRowProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const visibility = useSetBlockVisibility();
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id: block.id, disabled: busy });
  const title = blockTitle(block, language, t('adminContent.untitled', { number: index + 1 }));
  return (
    <Card
      ref={setNodeRef}
      withBorder
      radius="md"
      padding="sm"
      style={{ transform: CSS.Transform.toString(transform), transition, zIndex: isDragging ? 2 : undefined, opacity: isDragging ? 0.85 : 1 }}
      data-testid="content-block"
    >
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Group gap="sm" wrap="nowrap" style={{ minWidth: 0, flex: 1 }}>
          <ActionIcon ref={setActivatorNodeRef} variant="subtle" color="gray" aria-label={t('adminContent.dragHandle', { title })} style={{ cursor: 'grab', touchAction: 'none' }} {...attributes} {...listeners}>
            <GripIcon size={18} />
          </ActionIcon>
          <Stack gap={0} style={{ minWidth: 0 }}>
            <Anchor component={Link} to={`/admin/content/${slug}/${block.id}`} fw={600} lineClamp={1}>
              {title}
            </Anchor>
            <Text size="xs" c="dimmed">
              {t(`adminContent.imageLocations.${block.imageLocation}`)}
              {!block.titleZh && block.titleEn ? ` · ${t('adminContent.chineseMissing')}` : ''}
            </Text>
          </Stack>
          {!block.published && (
            <Badge color="gray" variant="light" c="gray.8" tt="none">
              {t('adminContent.hidden')}
            </Badge>
          )}
        </Group>
        <Group gap="xs" wrap="nowrap">
          <ActionIcon variant="default" aria-label={t('adminContent.moveUp', { title })} disabled={busy || index === 0} onClick={() => onMove(index, index - 1)}>
            <UpIcon />
          </ActionIcon>
          <ActionIcon variant="default" aria-label={t('adminContent.moveDown', { title })} disabled={busy || index === count - 1} onClick={() => onMove(index, index + 1)}>
            <DownIcon />
          </ActionIcon>
          <Switch
            label={t('adminContent.shown')}
            aria-label={t('adminContent.showBlock', { title })}
            checked={block.published}
            disabled={visibility.isPending}
            onChange={(event) =>
              visibility.mutate(
                { id: block.id, published: event.currentTarget.checked },
                { onError: (error) => notifications.show({ color: 'red', message: errorMessageOf(error, t) }) },
              )
            }
          />
        </Group>
      </Group>
    </Card>
  );
}

function PageSettings({ page }: { page: AdminContentPage }) {
  const { t } = useTranslation();
  const save = useSavePageSettings();
  const change = (changes: Partial<Pick<AdminContentPage, 'isShowTimetable' | 'isShowGoods'>>) =>
    save.mutate(
      { pageSlug: page.slug, isShowTimetable: page.isShowTimetable, isShowGoods: page.isShowGoods, ...changes },
      {
        onSuccess: () => notifications.show({ color: 'teal', message: t('adminContent.saved') }),
        onError: (error) => notifications.show({ color: 'red', message: errorMessageOf(error, t) }),
      },
    );
  return (
    <Card withBorder radius="md">
      <Stack gap="sm">
        <Title order={2} fz="md">
          {t('adminContent.settings')}
        </Title>
        <Group gap="xl">
          <Switch label={t('adminContent.showTimetable')} checked={page.isShowTimetable} disabled={save.isPending} onChange={(event) => change({ isShowTimetable: event.currentTarget.checked })} />
          <Switch label={t('adminContent.showGoods')} checked={page.isShowGoods} disabled={save.isPending} onChange={(event) => change({ isShowGoods: event.currentTarget.checked })} />
        </Group>
      </Stack>
    </Card>
  );
}

/** A content page's blocks in their order, to reorder, show or hide, and open for editing. */
export function ContentPageEditor({ slug }: { slug: ContentPageSlug }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const page = useQuery(contentPageQueryOptions(language, slug));
  const reorder = useReorderBlocks();
  const sensors = useSensors(useSensor(PointerSensor), useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }));
  const back = { href: '/admin/content', label: t('adminContent.backToList') };

  if (page.isPending) return <AdminLoading />;
  if (page.isError) {
    return (
      <AdminPage title={t('adminContent.title')} back={back}>
        <AdminLoadError error={page.error} onRetry={() => void page.refetch()} />
      </AdminPage>
    );
  }
  const data = page.data;
  const blocks = data.blocks;
  const titleOf = (id: unknown) => {
    const index = blocks.findIndex((block) => block.id === id);
    return index < 0 ? '' : blockTitle(blocks[index], language, t('adminContent.untitled', { number: index + 1 }));
  };
  const positionOf = (id: unknown) => String(blocks.findIndex((block) => block.id === id) + 1);

  const move = (from: number, to: number) => {
    if (to < 0 || to >= blocks.length || from === to) return;
    reorder.mutate(
      { pageSlug: slug, blockIds: arrayMove(blocks, from, to).map((block) => block.id) },
      {
        onSuccess: () => notifications.show({ color: 'teal', message: t('adminContent.reordered') }),
        onError: (error) => {
          notifications.show({ color: 'red', message: errorMessageOf(error, t) });
          void page.refetch();
        },
      },
    );
  };
  const dragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    move(
      blocks.findIndex((block) => block.id === active.id),
      blocks.findIndex((block) => block.id === over.id),
    );
  };

  return (
    <AdminPage
      back={back}
      title={language === 'cn' && data.titleZh ? data.titleZh : data.titleEn}
      description={
        <Anchor href={`/${slug}`} target="_blank" rel="noopener" size="sm">
          {t('adminContent.openPublic', { path: `/${slug}` })}
        </Anchor>
      }
      actions={
        <Button component={Link} to={`/admin/content/${slug}/new`}>
          {t('adminContent.addBlock')}
        </Button>
      }
    >
      <PageSettings page={data} />
      <Stack gap="xs">
        <Title order={2} fz="md">
          {t('adminContent.blocks')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('adminContent.reorderHint')}
        </Text>
        {blocks.length === 0 ? (
          <Text c="dimmed">{t('adminContent.noBlocks')}</Text>
        ) : (
          <DndContext
            sensors={sensors}
            collisionDetection={closestCenter}
            onDragEnd={dragEnd}
            accessibility={{
              screenReaderInstructions: { draggable: t('adminContent.dnd.instructions') },
              announcements: {
                onDragStart: ({ active }) => t('adminContent.dnd.picked', { title: titleOf(active.id), position: positionOf(active.id) }),
                onDragOver: ({ active, over }) => (over ? t('adminContent.dnd.over', { title: titleOf(active.id), position: positionOf(over.id) }) : undefined),
                onDragEnd: ({ active, over }) => (over ? t('adminContent.dnd.dropped', { title: titleOf(active.id), position: positionOf(over.id) }) : undefined),
                onDragCancel: ({ active }) => t('adminContent.dnd.cancelled', { title: titleOf(active.id) }),
              },
            }}
          >
            <SortableContext items={blocks.map((block) => block.id)} strategy={verticalListSortingStrategy}>
              <Stack gap="xs">
                {blocks.map((block, index) => (
                  <BlockRow key={block.id} block={block} slug={slug} index={index} count={blocks.length} busy={reorder.isPending} onMove={move} />
                ))}
              </Stack>
            </SortableContext>
          </DndContext>
        )}
      </Stack>
    </AdminPage>
  );
}
