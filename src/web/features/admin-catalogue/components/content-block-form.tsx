import { useState, type ReactNode } from 'react';
import { Button, Card, Group, NumberInput, Select, SimpleGrid, Stack, Switch, Tabs, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { useTranslation } from '../../../i18n/translator.tsx';
import { contentBlockBody, type AdminContentBlock, type ContentBlockBody } from '../../../../shared/api/admin-catalogue.ts';
import type { ContentBlockDto } from '../../../../shared/api/public-content.ts';
import type { ContentPageSlug } from '../../../../shared/catalogue.ts';
import { contentBlockIn, type BilingualContentBlock } from '../../../../shared/content-block-view.ts';
import { IMAGE_LOCATIONS } from '../../../../shared/image-locations.ts';
import { AdminPage } from '../../../components/admin/admin-page.tsx';
import { BilingualField } from '../../../components/admin/bilingual-field.tsx';
import { PictureField } from '../../../components/admin/picture-field.tsx';
import { DraftPreview, PreviewNote } from '../../../components/admin/draft-preview.tsx';
import { AdminLoadError, AdminLoading } from '../../../components/admin/query-states.tsx';
import { BilingualRichTextField } from '../../../components/admin/rich-text-field.tsx';
import { UnsavedChangesGuard } from '../../../components/admin/unsaved-changes-guard.tsx';
import { useLanguage } from '../../../i18n/use-language.ts';
import { focusFirstInvalidField, showSaveError } from '../../../lib/form-feedback.ts';
import { notifications } from '../../../lib/toast.ts';
import { contentPageQueryOptions, useSaveContentBlock } from '../api/content.ts';
import { validateCatalogueForm } from '../validate-catalogue-form.ts';

type BlockFormValues = Required<Omit<ContentBlockBody, 'imageWidth' | 'imageHeight' | 'fontSize'>> & {
  imageWidth: number | string;
  imageHeight: number | string;
  fontSize: number | string;
};

const NEW_BLOCK: BlockFormValues = {
  imageLocation: 'left',
  titleEn: '',
  titleZh: '',
  moduleEn: '',
  moduleZh: '',
  subTitleEn: '',
  subTitleZh: '',
  detailsEn: '',
  detailsZh: '',
  image: '',
  imageWidth: '',
  imageHeight: '',
  buttonUrl: '',
  buttonTextEn: '',
  buttonTextZh: '',
  fontSize: '',
  align: 'left',
  published: true,
};

function valuesOf(block: AdminContentBlock | null): BlockFormValues {
  if (!block) return NEW_BLOCK;
  const { id: _id, position: _position, ...fields } = block;
  return { ...fields, imageWidth: fields.imageWidth ?? '', imageHeight: fields.imageHeight ?? '', fontSize: fields.fontSize ?? '' };
}

const orNull = (value: number | string) => (value === '' ? null : Number(value));
const bodyOf = (values: BlockFormValues) => ({
  ...values,
  imageWidth: orNull(values.imageWidth),
  imageHeight: orNull(values.imageHeight),
  fontSize: orNull(values.fontSize),
});

/** Draws a block as the public content page does; the page that composes the editor supplies it. */
export type RenderContentBlock = (block: ContentBlockDto) => ReactNode;

/** The form's values as a block, saved or not, for the preview. */
const draftOf = (values: BlockFormValues, id: number): BilingualContentBlock => ({ ...bodyOf(values), id });

function BlockForm({ slug, block, renderBlock }: { slug: ContentPageSlug; block: AdminContentBlock | null; renderBlock: RenderContentBlock }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const save = useSaveContentBlock();
  const [formError, setFormError] = useState<string | null>(null);
  const [tab, setTab] = useState<'edit' | 'preview'>('edit');
  const form = useForm<BlockFormValues>({ initialValues: valuesOf(block), validate: (values) => validateCatalogueForm(contentBlockBody, bodyOf(values), t) });

  // An error found while the preview shows: back to the fields, at the first in error.
  const showFirstError = () => {
    setTab('edit');
    focusFirstInvalidField();
  };

  const submit = form.onSubmit(
    (values) => {
      setFormError(null);
      const body = bodyOf(values);
      save.mutate(block ? { id: block.id, body } : { id: null, body: { ...body, pageSlug: slug } }, {
        onSuccess: () => {
          form.resetDirty();
          notifications.show({ color: 'teal', message: t('adminContent.saved') });
          void navigate(`/admin/content/${slug}`);
        },
        onError: (error) => showSaveError(error, { form, setFormError, t, onFieldErrors: showFirstError }),
      });
    },
    () => showFirstError(),
  );

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        {/* The fields stay in the page under the preview, so that the rich-text editors keep
            their state: hidden as an Activity, they would lose their editor on the way back. */}
        <Tabs value={tab} onChange={(value) => setTab(value === 'preview' ? 'preview' : 'edit')} keepMounted keepMountedMode="display-none">
          <Tabs.List mb="md">
            <Tabs.Tab value="edit">{t('adminShell.preview.edit')}</Tabs.Tab>
            <Tabs.Tab value="preview">{t('adminShell.preview.tab')}</Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="edit">
            <Stack gap="md">
              <Card withBorder radius="md">
                <Stack gap="sm">
                  <Title order={2} fz="md">
                    {t('adminContent.form.text')}
                  </Title>
                  <BilingualField label={t('adminContent.form.module')} en={form.getInputProps('moduleEn')} zh={form.getInputProps('moduleZh')} />
                  <BilingualField label={t('adminContent.form.title')} en={form.getInputProps('titleEn')} zh={form.getInputProps('titleZh')} />
                  <BilingualField label={t('adminContent.form.subTitle')} en={form.getInputProps('subTitleEn')} zh={form.getInputProps('subTitleZh')} />
                  <BilingualRichTextField label={t('adminContent.form.details')} en={form.getInputProps('detailsEn')} zh={form.getInputProps('detailsZh')} />
                </Stack>
              </Card>
              <Card withBorder radius="md">
                <Stack gap="sm">
                  <Title order={2} fz="md">
                    {t('adminContent.form.pictureAndLayout')}
                  </Title>
                  <PictureField
                    label={t('adminContent.form.image')}
                    uploadPath="admin/content/picture"
                    value={form.values.image}
                    onChange={(address) => form.setFieldValue('image', address)}
                    error={form.errors.image}
                  />
                  <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="sm">
                    <Select
                      label={t('adminContent.form.imageLocation')}
                      allowDeselect={false}
                      data={IMAGE_LOCATIONS.map((location) => ({ value: location, label: t(`adminContent.imageLocations.${location}`) }))}
                      {...form.getInputProps('imageLocation')}
                    />
                    <Select
                      label={t('adminContent.form.align')}
                      allowDeselect={false}
                      data={(['left', 'center', 'right'] as const).map((align) => ({ value: align, label: t(`adminContent.aligns.${align}`) }))}
                      {...form.getInputProps('align')}
                    />
                    <NumberInput label={t('adminContent.form.fontSize')} min={1} max={96} allowDecimal={false} {...form.getInputProps('fontSize')} />
                    <NumberInput label={t('adminContent.form.imageWidth')} min={1} max={4000} allowDecimal={false} {...form.getInputProps('imageWidth')} />
                    <NumberInput label={t('adminContent.form.imageHeight')} min={1} max={4000} allowDecimal={false} {...form.getInputProps('imageHeight')} />
                  </SimpleGrid>
                </Stack>
              </Card>
              <Card withBorder radius="md">
                <Stack gap="sm">
                  <Title order={2} fz="md">
                    {t('adminContent.form.button')}
                  </Title>
                  <BilingualField label={t('adminContent.form.buttonText')} en={form.getInputProps('buttonTextEn')} zh={form.getInputProps('buttonTextZh')} />
                  <TextInput label={t('adminContent.form.buttonUrl')} placeholder="/apply" {...form.getInputProps('buttonUrl')} />
                  <Switch label={t('adminContent.form.published')} description={t('adminContent.form.publishedHint')} {...form.getInputProps('published', { type: 'checkbox' })} />
                </Stack>
              </Card>
            </Stack>
          </Tabs.Panel>
          <Tabs.Panel value="preview">
            <DraftPreview notes={!form.values.published && <PreviewNote color="yellow">{t('adminShell.preview.hidden')}</PreviewNote>}>{(language) => renderBlock(contentBlockIn(draftOf(form.values, block?.id ?? 0), language))}</DraftPreview>
          </Tabs.Panel>
        </Tabs>
        {formError && (
          <Text c="red.8" size="sm" role="alert">
            {formError}
          </Text>
        )}
        <Group>
          <Button type="submit" loading={save.isPending}>
            {t('adminContent.form.save')}
          </Button>
        </Group>
      </Stack>
      <UnsavedChangesGuard when={form.isDirty() && !save.isPending} />
    </form>
  );
}

/** A block of a content page, new or existing, edited in both languages. */
export function ContentBlockEditor({ slug, blockId, renderBlock }: { slug: ContentPageSlug; blockId: number | null; renderBlock: RenderContentBlock }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const page = useQuery(contentPageQueryOptions(language, slug));
  const pageTitle = page.data ? (language === 'cn' && page.data.titleZh ? page.data.titleZh : page.data.titleEn) : slug;
  const back = { href: `/admin/content/${slug}`, label: t('adminContent.backToPage', { page: pageTitle }) };
  if (page.isPending) return <AdminLoading />;
  const block = blockId === null ? null : page.data?.blocks.find((candidate) => candidate.id === blockId);
  if (page.isError || block === undefined) {
    return (
      <AdminPage title={t('adminContent.title')} back={back}>
        {page.isError ? <AdminLoadError error={page.error} onRetry={() => void page.refetch()} /> : <Text>{t('adminContent.blockMissing')}</Text>}
      </AdminPage>
    );
  }
  return (
    <AdminPage title={block ? t('adminContent.editBlock') : t('adminContent.newBlock')} description={pageTitle} back={back}>
      <BlockForm key={block?.id ?? 'new'} slug={slug} block={block} renderBlock={renderBlock} />
    </AdminPage>
  );
}
