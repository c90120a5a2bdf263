import { useId, useState } from 'react';
import { Button, Card, Group, SegmentedControl, SimpleGrid, Stack, Switch, Tabs, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { useTranslation } from '../../../i18n/translator.tsx';
import { proposeSlug, type AdminArticle } from '../../../../shared/api/admin-articles.ts';
import { ARTICLE_KINDS, type ArticleKind } from '../../../../shared/catalogue.ts';
import { AdminPage } from '../../../components/admin/admin-page.tsx';
import { BilingualField } from '../../../components/admin/bilingual-field.tsx';
import { AdminLoadError, AdminLoading } from '../../../components/admin/query-states.tsx';
import { RecordHistory } from '../../../components/admin/record-history.tsx';
import { BilingualRichTextField } from '../../../components/admin/rich-text-field.tsx';
import { UnsavedChangesGuard } from '../../../components/admin/unsaved-changes-guard.tsx';
import { PictureField } from '../../../components/admin/picture-field.tsx';
import { useLanguage } from '../../../i18n/use-language.ts';
import { focusFirstInvalidField, showSaveError } from '../../../lib/form-feedback.ts';
import { notifications } from '../../../lib/toast.ts';
import { articleOptionsQueryOptions, articleQueryOptions } from '../api/get-article.ts';
import { useSaveArticle } from '../api/save-article.ts';
import type { ArticleFormValues } from '../draft-article.ts';
import { validateArticleForm } from '../validate-article-form.ts';
import { ArticlePreview, type RenderArticle } from './article-preview.tsx';

const NEW_ARTICLE: ArticleFormValues = {
  kind: 'news',
  slug: '',
  titleEn: '',
  titleZh: '',
  summaryEn: '',
  summaryZh: '',
  bodyEn: '',
  bodyZh: '',
  image: '',
  eventStartDate: '',
  eventStartTime: '',
  eventEndDate: '',
  eventEndTime: '',
  locationEn: '',
  locationZh: '',
  registrationUrl: '',
  published: false,
};

function valuesOf(article: AdminArticle | null): ArticleFormValues {
  if (!article) return NEW_ARTICLE;
  const { id: _id, publishedTime: _published, eventTime: _event, updatedTime: _updated, createdTime: _created, ...fields } = article;
  return fields;
}

type Tab = 'article' | 'preview' | 'history';

interface ArticleFormProps {
  article: AdminArticle | null;
  timeZone: string;
  renderArticle: RenderArticle;
}

/** The article's fields, its preview and (once saved) its history, over one form. */
function ArticleForm({ article, timeZone, renderArticle }: ArticleFormProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const save = useSaveArticle();
  const kindLabelId = useId();
  const [tab, setTab] = useState<Tab>('article');
  const [formError, setFormError] = useState<string | null>(null);
  // A new article's address follows its English title until someone writes one by hand.
  const [slugByHand, setSlugByHand] = useState(article !== null);
  const form = useForm<ArticleFormValues>({ initialValues: valuesOf(article), validate: (values) => validateArticleForm(values, t) });
  const address = `/news/${form.values.slug}`;
  const isEvent = form.values.kind === 'event';

  const titleEn = form.getInputProps('titleEn');
  const onTitleEn = (event: React.ChangeEvent<HTMLInputElement>) => {
    titleEn.onChange(event);
    if (!slugByHand) form.setFieldValue('slug', proposeSlug(event.currentTarget.value));
  };
  const slug = form.getInputProps('slug');
  const onSlug = (event: React.ChangeEvent<HTMLInputElement>) => {
    slug.onChange(event);
    setSlugByHand(event.currentTarget.value.trim() !== '');
  };

  const refused = () => {
    setTab('article');
    focusFirstInvalidField();
  };

  const submit = form.onSubmit((values) => {
    setFormError(null);
    save.mutate(
      { id: article?.id ?? null, body: values },
      {
        onSuccess: (saved) => {
          form.setInitialValues(valuesOf(saved));
          form.resetDirty(valuesOf(saved));
          notifications.show({ color: 'teal', message: t('adminNews.saved') });
          if (!article) void navigate(`/admin/news/${saved.id}`, { replace: true });
        },
        onError: (error) => showSaveError(error, { form, setFormError, t, onFieldErrors: refused }),
      },
    );
  }, refused);

  return (
    <form onSubmit={submit} noValidate>
      <Tabs value={tab} onChange={(value) => setTab((value as Tab | null) ?? 'article')} keepMounted={false}>
        <Tabs.List mb="md">
          <Tabs.Tab value="article">{t('adminNews.tabs.article')}</Tabs.Tab>
          <Tabs.Tab value="preview">{t('adminNews.tabs.preview')}</Tabs.Tab>
          {article && <Tabs.Tab value="history">{t('adminShell.history.tab')}</Tabs.Tab>}
        </Tabs.List>
        <Tabs.Panel value="article">
          <Stack gap="md">
            <Card withBorder radius="md">
              <Stack gap="sm">
                <Title order={2} fz="md">
                  {t('adminNews.sections.text')}
                </Title>
                <Stack gap={4} align="flex-start">
                  <Text size="sm" fw={500} id={kindLabelId}>
                    {t('adminNews.fields.kind')}
                  </Text>
                  <SegmentedControl
                    aria-labelledby={kindLabelId}
                    data={ARTICLE_KINDS.map((kind) => ({ value: kind, label: t(`adminNews.kinds.${kind}`) }))}
                    value={form.values.kind}
                    onChange={(value) => form.setFieldValue('kind', value as ArticleKind)}
                  />
                </Stack>
                <BilingualField label={t('adminNews.fields.title')} required en={{ ...titleEn, onChange: onTitleEn }} zh={form.getInputProps('titleZh')} />
                <TextInput
                  label={t('adminNews.fields.slug')}
                  required
                  description={form.values.slug ? t('adminNews.fields.slugHint', { address }) : t('adminNews.fields.slugHintEmpty')}
                  {...slug}
                  onChange={onSlug}
                />
                <BilingualField label={t('adminNews.fields.summary')} multiline en={form.getInputProps('summaryEn')} zh={form.getInputProps('summaryZh')} />
                <Text size="xs" c="dimmed" mt={-8}>
                  {t('adminNews.fields.summaryHint')}
                </Text>
                <BilingualRichTextField label={t('adminNews.fields.body')} en={form.getInputProps('bodyEn')} zh={form.getInputProps('bodyZh')} />
              </Stack>
            </Card>
            {isEvent && (
              <Card withBorder radius="md">
                <Stack gap="sm">
                  <Title order={2} fz="md">
                    {t('adminNews.sections.event')}
                  </Title>
                  <Text size="sm" c="dimmed">
                    {t('adminNews.fields.timesHint', { timeZone })}
                  </Text>
                  <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="sm">
                    <TextInput type="date" label={t('adminNews.fields.startDate')} required {...form.getInputProps('eventStartDate')} />
                    <TextInput type="time" label={t('adminNews.fields.startTime', { timeZone })} required {...form.getInputProps('eventStartTime')} />
                    <TextInput type="date" label={t('adminNews.fields.endDate')} required {...form.getInputProps('eventEndDate')} />
                    <TextInput type="time" label={t('adminNews.fields.endTime', { timeZone })} required {...form.getInputProps('eventEndTime')} />
                  </SimpleGrid>
                  <BilingualField label={t('adminNews.fields.location')} en={form.getInputProps('locationEn')} zh={form.getInputProps('locationZh')} />
                  <TextInput label={t('adminNews.fields.registrationUrl')} description={t('adminNews.fields.registrationUrlHint')} placeholder="https://" {...form.getInputProps('registrationUrl')} />
                </Stack>
              </Card>
            )}
            <Card withBorder radius="md">
              <Stack gap="sm">
                <Title order={2} fz="md">
                  {t('adminNews.sections.publishing')}
                </Title>
                <PictureField label={t('adminNews.fields.picture')} hint={t('adminNews.fields.pictureHint')} uploadPath="admin/article/picture" thumbnail={{ width: 192, height: 108 }} value={form.values.image} onChange={(value) => form.setFieldValue('image', value)} error={form.errors.image} />
                <Switch
                  label={t('adminNews.fields.published')}
                  description={form.values.published ? t('adminNews.fields.publishedHint', { address }) : t('adminNews.fields.draftHint')}
                  {...form.getInputProps('published', { type: 'checkbox' })}
                />
              </Stack>
            </Card>
          </Stack>
        </Tabs.Panel>
        <Tabs.Panel value="preview">
          <ArticlePreview values={form.values} publishedTime={article?.publishedTime ?? null} timeZone={timeZone} dirty={form.isDirty()} renderArticle={renderArticle} />
        </Tabs.Panel>
        {article && (
          <Tabs.Panel value="history">
            <RecordHistory entityType="article" entityId={article.id} />
          </Tabs.Panel>
        )}
      </Tabs>
      {tab !== 'history' && (
        <Stack gap="sm" mt="md">
          {formError && (
            <Text c="red.8" size="sm" role="alert">
              {formError}
            </Text>
          )}
          <Group>
            <Button type="submit" loading={save.isPending}>
              {t('adminNews.save')}
            </Button>
            {tab === 'preview' && (
              <Switch label={t('adminNews.fields.published')} {...form.getInputProps('published', { type: 'checkbox' })} />
            )}
          </Group>
        </Stack>
      )}
      <UnsavedChangesGuard when={form.isDirty() && !save.isPending} />
    </form>
  );
}

/** An article, new (`articleId` null) or existing, with its preview and history. */
export function ArticleEditor({ articleId, backHref, renderArticle }: { articleId: number | null; backHref: string; renderArticle: RenderArticle }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const article = useQuery({ ...articleQueryOptions(language, articleId ?? 0), enabled: articleId !== null });
  const options = useQuery(articleOptionsQueryOptions(language));
  const back = { href: backHref, label: t('adminNews.backToList') };
  if ((articleId !== null && article.isPending) || options.isPending) return <AdminLoading />;
  const failed = articleId !== null && article.isError ? article : options.isError ? options : null;
  if (failed) {
    return (
      <AdminPage title={t('adminNews.title')} back={back}>
        <AdminLoadError error={failed.error} onRetry={() => void failed.refetch()} />
      </AdminPage>
    );
  }
  const timeZone = options.data!.timeZone;
  if (articleId === null) {
    return (
      <AdminPage title={t('adminNews.createTitle')} back={back}>
        <ArticleForm article={null} timeZone={timeZone} renderArticle={renderArticle} />
      </AdminPage>
    );
  }
  const saved = article.data!;
  return (
    <AdminPage title={language === 'cn' && saved.titleZh ? saved.titleZh : saved.titleEn} description={`/news/${saved.slug}`} back={back}>
      <ArticleForm key={saved.id} article={saved} timeZone={timeZone} renderArticle={renderArticle} />
    </AdminPage>
  );
}
