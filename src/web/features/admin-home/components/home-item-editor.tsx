import { useState } from 'react';
import { Button, Card, Group, Stack, Tabs, Text, TextInput } from '@mantine/core';
import { useForm, type UseFormReturnType } from '@mantine/form';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { useTranslation } from '../../../i18n/translator.tsx';
import { HOME_LIST_BODIES, HOME_LIST_FIELDS, type AdminHomeItems, type HomeListKind } from '../../../../shared/api/admin-home.ts';
import { AdminPage } from '../../../components/admin/admin-page.tsx';
import { BilingualField } from '../../../components/admin/bilingual-field.tsx';
import { AdminLoadError, AdminLoading } from '../../../components/admin/query-states.tsx';
import { RecordHistory } from '../../../components/admin/record-history.tsx';
import { UnsavedChangesGuard } from '../../../components/admin/unsaved-changes-guard.tsx';
import { PictureField } from '../../../components/admin/picture-field.tsx';
import { useLanguage } from '../../../i18n/use-language.ts';
import { focusFirstInvalidField, showSaveError } from '../../../lib/form-feedback.ts';
import { notifications } from '../../../lib/toast.ts';
import { homeDetailQueryOptions, useSaveHomeItem, type SaveHomeItemInput } from '../api/home.ts';
import { formValuesOf, itemTitle, validateHomeForm, type HomeFormValues } from '../home-items.ts';
import { HomePreview, type HomePreviewRenderers } from './home-preview.tsx';

/** The audit log's name for each list's entries (staff-home.ts). */
const ENTITY_TYPES = { slide: 'homeSlide', subject: 'homeSubject', testimonial: 'testimonial' } as const satisfies Record<HomeListKind, string>;

type AnyForm = UseFormReturnType<Record<string, string>>;

/** The fields of each list, in the order the public component shows them. */
function ItemFields({ kind, form }: { kind: HomeListKind; form: AnyForm }) {
  const { t } = useTranslation();
  const pair = (field: string, label: string, options: { required?: boolean; multiline?: boolean } = {}) => (
    <BilingualField label={t(`adminHome.fields.${label}`)} required={options.required} multiline={options.multiline} en={form.getInputProps(`${field}En`)} zh={form.getInputProps(`${field}Zh`)} />
  );
  const picture = (field: string, shape: 'wide' | 'square') => (
    <PictureField label={t(`adminHome.fields.${field}`)} uploadPath="admin/home/picture" thumbnail={shape === 'wide' ? { width: 160, height: 70 } : { width: 72, height: 72 }} value={form.values[field]} onChange={(address) => form.setFieldValue(field, address)} error={form.errors[field]} />
  );
  if (kind === 'slide') {
    return (
      <>
        {picture('image', 'wide')}
        {pair('title', 'title', { required: true })}
        {pair('subTitle', 'subTitle', { multiline: true })}
        {pair('buttonText', 'buttonText')}
        <TextInput label={t('adminHome.fields.buttonUrl')} description={t('adminHome.fields.buttonUrlHint')} {...form.getInputProps('buttonUrl')} />
      </>
    );
  }
  if (kind === 'subject') {
    return (
      <>
        {picture('icon', 'square')}
        {pair('name', 'name', { required: true })}
        {pair('description', 'description', { multiline: true })}
      </>
    );
  }
  return (
    <>
      {pair('content', 'content', { required: true, multiline: true })}
      {pair('name', 'name', { required: true })}
      {pair('role', 'role')}
      {picture('avatar', 'square')}
    </>
  );
}

interface ItemFormProps<Kind extends HomeListKind> {
  kind: Kind;
  item: AdminHomeItems[Kind] | null;
  listHref: string;
  render: HomePreviewRenderers[Kind];
}

function ItemForm<Kind extends HomeListKind>({ kind, item, listHref, render }: ItemFormProps<Kind>) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const save = useSaveHomeItem();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<HomeFormValues<Kind>>({ initialValues: formValuesOf(kind, item), validate: (values) => validateHomeForm(HOME_LIST_BODIES[kind], values, t) });

  const submit = form.onSubmit(
    (values) => {
      setFormError(null);
      save.mutate({ kind, id: item?.id ?? null, body: values } as unknown as SaveHomeItemInput, {
        onSuccess: (detail) => {
          notifications.show({ color: 'teal', message: t('adminHome.saved') });
          const saved = item && (detail[HOME_LIST_FIELDS[kind]] as AdminHomeItems[Kind][]).find((candidate) => candidate.id === item.id);
          if (saved) {
            form.setInitialValues(formValuesOf(kind, saved));
            form.resetDirty(formValuesOf(kind, saved));
          } else {
            form.resetDirty();
            void navigate(listHref);
          }
        },
        onError: (error) => showSaveError(error, { form, setFormError, t }),
      });
    },
    () => focusFirstInvalidField(),
  );

  return (
    <Stack gap="lg">
      <form onSubmit={submit} noValidate>
        <Card withBorder radius="md">
          <Stack gap="sm">
            <ItemFields kind={kind} form={form as unknown as AnyForm} />
            {formError && (
              <Text c="red.8" size="sm" role="alert">
                {formError}
              </Text>
            )}
            <Group>
              <Button type="submit" loading={save.isPending}>
                {t('adminHome.save')}
              </Button>
            </Group>
          </Stack>
        </Card>
        <UnsavedChangesGuard when={form.isDirty() && !save.isPending} />
      </form>
      <HomePreview kind={kind} values={form.values} render={render} />
    </Stack>
  );
}

interface HomeItemEditorProps<Kind extends HomeListKind> {
  kind: Kind;
  /** Null for a new item. */
  itemId: number | null;
  previews: HomePreviewRenderers;
}

/** One slide, subject or testimonial: its form with a live preview, and its history. */
export function HomeItemEditor<Kind extends HomeListKind>({ kind, itemId, previews }: HomeItemEditorProps<Kind>) {
  const { t } = useTranslation();
  const language = useLanguage();
  const detail = useQuery(homeDetailQueryOptions(language));
  const listHref = kind === 'slide' ? '/admin/home' : `/admin/home?tab=${kind}`;
  const back = { href: listHref, label: t('adminHome.backToHome') };
  const render = previews[kind];

  if (itemId === null) {
    return (
      <AdminPage title={t(`adminHome.newTitle.${kind}`)} back={back}>
        <ItemForm kind={kind} item={null} listHref={listHref} render={render} />
      </AdminPage>
    );
  }
  if (detail.isPending) return <AdminLoading />;
  if (detail.isError) {
    return (
      <AdminPage title={t(`adminHome.editTitle.${kind}`)} back={back}>
        <AdminLoadError error={detail.error} onRetry={() => void detail.refetch()} />
      </AdminPage>
    );
  }
  const item = (detail.data[HOME_LIST_FIELDS[kind]] as AdminHomeItems[Kind][]).find((candidate) => candidate.id === itemId);
  if (!item) return <HomeItemMissing />;
  return (
    <AdminPage title={t(`adminHome.editTitle.${kind}`)} description={itemTitle(kind, item, language)} back={back}>
      <Tabs defaultValue="entry">
        <Tabs.List mb="md">
          <Tabs.Tab value="entry">{t('adminHome.tabs.entry')}</Tabs.Tab>
          <Tabs.Tab value="history">{t('adminHome.tabs.history')}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="entry">
          <ItemForm key={item.id} kind={kind} item={item} listHref={listHref} render={render} />
        </Tabs.Panel>
        <Tabs.Panel value="history">
          <RecordHistory entityType={ENTITY_TYPES[kind]} entityId={item.id} />
        </Tabs.Panel>
      </Tabs>
    </AdminPage>
  );
}

/** An address naming no item of the home page (removed meanwhile, or mistyped). */
export function HomeItemMissing() {
  const { t } = useTranslation();
  return (
    <AdminPage title={t('adminHome.title')} back={{ href: '/admin/home', label: t('adminHome.backToHome') }}>
      <Text>{t('adminHome.notFound')}</Text>
    </AdminPage>
  );
}
