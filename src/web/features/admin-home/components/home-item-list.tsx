import { useState } from 'react';
import { ActionIcon, Anchor, Avatar, Card, Group, Image, Stack, Text } from '@mantine/core';
import { DndContext, KeyboardSensor, PointerSensor, closestCenter, useSensor, useSensors, type DragEndEvent } from '@dnd-kit/core';
import { SortableContext, arrayMove, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { Link } from 'react-router';
import { useTranslation } from '../../../i18n/translator.tsx';
import type { AdminHomeItems, HomeListKind } from '../../../../shared/api/admin-home.ts';
import { ConfirmDialog } from '../../../components/admin/confirm-dialog.tsx';
import { WARNING_TEXT_COLOUR } from '../../../components/admin/warning-text.ts';
import { StrokeIcon, type IconProps } from '../../../components/ui-icons.tsx';
import { useLanguage } from '../../../i18n/use-language.ts';
import { errorMessageOf } from '../../../lib/form-feedback.ts';
import { notifications } from '../../../lib/toast.ts';
import { useDeleteHomeItem, useReorderHomeItems } from '../api/home.ts';
import { chineseMissing, itemPicture, itemTitle } from '../home-items.ts';

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
const TrashIcon = (props: IconProps) => (
  <StrokeIcon {...props}>
    <path d="M4 7h16M10 11v6M14 11v6M6 7l1 12a2 2 0 0 0 2 2h6a2 2 0 0 0 2-2l1-12M9 7V4h6v3" />
  </StrokeIcon>
);

/** The minimum each list keeps on the public page; the server refuses going below it too. */
const MINIMUM: Record<HomeListKind, number> = { slide: 1, subject: 0, testimonial: 0 };

type AnyItem = AdminHomeItems[HomeListKind];

interface ItemRowProps {
  kind: HomeListKind;
  item: AnyItem;
  title: string;
  index: number;
  count: number;
  busy: boolean;
  onMove: (from: number, to: number) => void;
  onRemove: () => void;
}

function Thumbnail({ kind, src }: { kind: HomeListKind; src: string }) {
  if (kind === 'testimonial') return <Avatar src={src || null} alt="" size={44} radius="xl" />;
  if (kind === 'subject') return <Image src={src} alt="" w={44} h={44} radius="md" fit="contain" bg="gray.0" p={6} />;
  return <Image src={src} alt="" w={96} h={42} radius="sm" fit="cover" bg="gray.1" />;
}

/** One item: a handle to drag (or, focused, to move with the arrow keys), up and down, edit, remove. */
function ItemRow({ kind, item, title, index, count, busy, onMove, onRemove }: ItemRowProps) {
  const { t } = useTranslation();
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id: item.id, disabled: busy });
  const keepsLast = count <= MINIMUM[kind];
  return (
    <Card
      ref={setNodeRef}
      withBorder
      radius="md"
      padding="sm"
      style={{ transform: CSS.Transform.toString(transform), transition, zIndex: isDragging ? 2 : undefined, opacity: isDragging ? 0.85 : 1 }}
      data-testid={`home-${kind}`}
    >
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Group gap="sm" wrap="nowrap" style={{ minWidth: 'min(100%, 220px)', flex: 1 }}>
          <ActionIcon ref={setActivatorNodeRef} variant="subtle" color="gray" aria-label={t('adminHome.dragHandle', { title })} style={{ cursor: 'grab', touchAction: 'none' }} {...attributes} {...listeners}>
            <GripIcon size={18} />
          </ActionIcon>
          <Thumbnail kind={kind} src={itemPicture(kind, item)} />
          <Stack gap={0} style={{ minWidth: 0 }}>
            <Anchor component={Link} to={`/admin/home/${kind}/${item.id}`} fw={600} lineClamp={2} aria-label={t('adminHome.edit', { title })}>
              {title}
            </Anchor>
            {chineseMissing(kind, item) && (
              <Text size="xs" c={WARNING_TEXT_COLOUR}>
                {t('adminHome.chineseMissing')}
              </Text>
            )}
          </Stack>
        </Group>
        <Group gap="xs" wrap="nowrap">
          <ActionIcon variant="default" aria-label={t('adminHome.moveUp', { title })} disabled={busy || index === 0} onClick={() => onMove(index, index - 1)}>
            <UpIcon />
          </ActionIcon>
          <ActionIcon variant="default" aria-label={t('adminHome.moveDown', { title })} disabled={busy || index === count - 1} onClick={() => onMove(index, index + 1)}>
            <DownIcon />
          </ActionIcon>
          <ActionIcon variant="default" color="red" aria-label={t('adminHome.remove', { title })} title={keepsLast ? t('adminHome.lastSlideHint') : undefined} disabled={busy || keepsLast} onClick={onRemove}>
            <TrashIcon />
          </ActionIcon>
        </Group>
      </Group>
    </Card>
  );
}

/** A list of the home page in its order: reorder by dragging or by keys and buttons, open, remove. */
export function HomeItemList<Kind extends HomeListKind>({ kind, items }: { kind: Kind; items: AdminHomeItems[Kind][] }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const reorder = useReorderHomeItems();
  const remove = useDeleteHomeItem();
  const [removing, setRemoving] = useState<AnyItem | null>(null);
  const sensors = useSensors(useSensor(PointerSensor), useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }));

  const titleAt = (index: number) => itemTitle(kind, items[index], language) || t('adminHome.untitled', { number: index + 1 });
  const indexOf = (id: unknown) => items.findIndex((item) => item.id === id);
  const titleOf = (id: unknown) => (indexOf(id) < 0 ? '' : titleAt(indexOf(id)));
  const positionOf = (id: unknown) => String(indexOf(id) + 1);

  const move = (from: number, to: number) => {
    if (to < 0 || to >= items.length || from === to) return;
    reorder.mutate(
      { kind, ids: arrayMove(items, from, to).map((item) => item.id) },
      { onSuccess: () => notifications.show({ color: 'teal', message: t('adminHome.reordered') }), onError: (error) => notifications.show({ color: 'red', message: errorMessageOf(error, t) }) },
    );
  };
  const dragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    move(indexOf(active.id), indexOf(over.id));
  };
  const confirmRemove = () => {
    if (!removing) return;
    remove.mutate(
      { kind, id: removing.id },
      {
        onSuccess: () => {
          setRemoving(null);
          notifications.show({ color: 'teal', message: t('adminHome.removed') });
        },
        onError: (error) => {
          setRemoving(null);
          notifications.show({ color: 'red', message: errorMessageOf(error, t) });
        },
      },
    );
  };

  if (items.length === 0) return <Text c="dimmed">{t(`adminHome.empty.${kind}`)}</Text>;
  return (
    <>
      <DndContext
        sensors={sensors}
        collisionDetection={closestCenter}
        onDragEnd={dragEnd}
        accessibility={{
          screenReaderInstructions: { draggable: t('adminHome.dnd.instructions') },
          announcements: {
            onDragStart: ({ active }) => t('adminHome.dnd.picked', { title: titleOf(active.id), position: positionOf(active.id) }),
            onDragOver: ({ active, over }) => (over ? t('adminHome.dnd.over', { title: titleOf(active.id), position: positionOf(over.id) }) : undefined),
            onDragEnd: ({ active, over }) => (over ? t('adminHome.dnd.dropped', { title: titleOf(active.id), position: positionOf(over.id) }) : undefined),
            onDragCancel: ({ active }) => t('adminHome.dnd.cancelled', { title: titleOf(active.id) }),
          },
        }}
      >
        <SortableContext items={items.map((item) => item.id)} strategy={verticalListSortingStrategy}>
          <Stack gap="xs">
            {items.map((item, index) => (
              <ItemRow key={item.id} kind={kind} item={item} title={titleAt(index)} index={index} count={items.length} busy={reorder.isPending || remove.isPending} onMove={move} onRemove={() => setRemoving(item)} />
            ))}
          </Stack>
        </SortableContext>
      </DndContext>
      <ConfirmDialog
        opened={removing !== null}
        title={t('adminHome.removeTitle')}
        body={t('adminHome.removeBody', { title: removing ? itemTitle(kind, removing, language) : '' })}
        confirmLabel={t('adminHome.removeConfirm')}
        color="red"
        busy={remove.isPending}
        onConfirm={confirmRemove}
        onClose={() => setRemoving(null)}
      />
    </>
  );
}
