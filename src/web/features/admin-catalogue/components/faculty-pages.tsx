import { useState, type ReactNode } from 'react';
import { Anchor, Box, Button, Card, Group, Image, MultiSelect, SegmentedControl, Stack, Switch, Tabs, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useQuery } from '@tanstack/react-query';
import type { DataTableColumn } from 'mantine-datatable';
import { Link, useLocation, useNavigate } from 'react-router';
import { useTranslation } from '../../../i18n/translator.tsx';
import { facultyBody, type AdminFacultyMember, type FacultyBody } from '../../../../shared/api/admin-catalogue.ts';
import type { FacultyMemberDto } from '../../../../shared/api/public-content.ts';
import { textOf } from '../../../../shared/localised-text.ts';
import { AdminDataTable } from '../../../components/admin/admin-data-table.tsx';
import { AdminPage } from '../../../components/admin/admin-page.tsx';
import { BilingualField } from '../../../components/admin/bilingual-field.tsx';
import { PictureField } from '../../../components/admin/picture-field.tsx';
import { DraftPreview, PreviewNote } from '../../../components/admin/draft-preview.tsx';
import { CsvExportButton } from '../../../components/admin/csv-export-button.tsx';
import { ListToolbar } from '../../../components/admin/list-toolbar.tsx';
import { AdminLoadError, AdminLoading } from '../../../components/admin/query-states.tsx';
import { RecordHistory } from '../../../components/admin/record-history.tsx';
import { UnsavedChangesGuard } from '../../../components/admin/unsaved-changes-guard.tsx';
import { useListParams } from '../../../components/admin/use-list-params.ts';
import { useLanguage } from '../../../i18n/use-language.ts';
import { focusFirstInvalidField, showSaveError } from '../../../lib/form-feedback.ts';
import { notifications } from '../../../lib/toast.ts';
import { facultyListQueryOptions, facultyMemberQueryOptions, useSaveFacultyMember } from '../api/faculty.ts';
import { catalogueOptionsQueryOptions } from '../api/products.ts';
import { validateCatalogueForm } from '../validate-catalogue-form.ts';
import { PublishedBadge } from './products-list.tsx';
import { FacultyTeacherLink } from './faculty-teacher-link.tsx';

const FILTERS = ['published'] as const;
const ALL = 'all';

/** The faculty entries (D18), published or not, in the page's order. */
export function FacultyList() {
  const { t } = useTranslation();
  const language = useLanguage();
  const location = useLocation();
  const list = useListParams(FILTERS, { sort: 'position' });
  const faculty = useQuery(facultyListQueryOptions(language, list.query));
  const from = `${location.pathname}${location.search}`;
  const columns: DataTableColumn<AdminFacultyMember>[] = [
    {
      accessor: 'name',
      title: t('adminFaculty.columns.name'),
      sortable: true,
      render: (member) => (
        <Group gap="sm" wrap="nowrap">
          <Image src={member.photo} alt="" w={40} h={40} radius="xl" fit="cover" />
          <Stack gap={0}>
            <Anchor component={Link} to={`/admin/faculty/${member.id}`} state={{ from }} fw={600}>
              {language === 'cn' && member.nameZh ? member.nameZh : member.nameEn}
            </Anchor>
            {!member.nameZh && (
              <Text size="xs" c="dimmed">
                {t('adminContent.chineseMissing')}
              </Text>
            )}
          </Stack>
        </Group>
      ),
    },
    { accessor: 'subjects', title: t('adminFaculty.columns.subjects'), render: (member) => member.subjects.join(', ') },
    { accessor: 'published', title: t('adminCatalogue.products.columns.published'), noWrap: true, render: (member) => <PublishedBadge published={member.published} /> },
    { accessor: 'position', title: t('adminFaculty.columns.position'), sortable: true },
  ];
  return (
    <AdminPage
      title={t('adminFaculty.title')}
      description={t('adminFaculty.subtitle')}
      actions={
        <>
          <CsvExportButton path="admin/faculty/list" query={list.query} fileName="faculty" />
          <Button component={Link} to="/admin/faculty/new">
            {t('adminFaculty.create')}
          </Button>
        </>
      }
    >
      <ListToolbar search={list.q} onSearch={list.setSearch} placeholder={t('adminFaculty.searchPlaceholder')}>
        <Stack gap={4}>
          <Text size="sm" fw={500} id="faculty-visibility-filter">
            {t('adminCatalogue.products.visibility')}
          </Text>
          <SegmentedControl
            aria-labelledby="faculty-visibility-filter"
            data={[
              { value: ALL, label: t('adminCatalogue.products.all') },
              { value: 'true', label: t('adminCatalogue.products.shown') },
              { value: 'false', label: t('adminCatalogue.products.hidden') },
            ]}
            value={list.filters.published || ALL}
            onChange={(value) => list.setFilter('published', value === ALL ? null : value)}
          />
        </Stack>
      </ListToolbar>
      {faculty.isError ? (
        <AdminLoadError error={faculty.error} onRetry={() => void faculty.refetch()} />
      ) : (
        <AdminDataTable label={t('adminFaculty.title')} params={list} records={faculty.data?.list} total={faculty.data?.total} fetching={faculty.isFetching} columns={columns} />
      )}
    </AdminPage>
  );
}

type FacultyFormValues = Required<FacultyBody>;

const EMPTY: FacultyFormValues = { nameEn: '', nameZh: '', biographyEn: '', biographyZh: '', photo: '', subjects: [], published: true };
const valuesOf = (member: AdminFacultyMember | null): FacultyFormValues => {
  if (!member) return EMPTY;
  const { id: _id, position: _position, ...fields } = member;
  return fields;
};

/** Draws an entry as the faculty page does; the page that composes the editor supplies it. */
export type RenderFacultyMember = (member: FacultyMemberDto) => ReactNode;

function FacultyForm({ member, renderMember }: { member: AdminFacultyMember | null; renderMember: RenderFacultyMember }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const navigate = useNavigate();
  const save = useSaveFacultyMember();
  const options = useQuery(catalogueOptionsQueryOptions(language));
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<FacultyFormValues>({ initialValues: valuesOf(member), validate: (values) => validateCatalogueForm(facultyBody, values, t) });
  const subjectOptions = options.data?.subjects ?? [];
  const subjects = subjectOptions.map((option) => ({ value: option.value, label: textOf(option, 'label', language) }));
  // The courses a teacher teaches come from the catalogue, so the preview shows the entry's own fields.
  const draftIn = (previewLanguage: typeof language): FacultyMemberDto => ({
    id: member?.id ?? 0,
    name: textOf(form.values, 'name', previewLanguage),
    photo: form.values.photo,
    biography: textOf(form.values, 'biography', previewLanguage),
    subjects: subjectOptions.filter((option) => form.values.subjects.includes(option.value)).map((option) => ({ code: option.value, name: textOf(option, 'label', previewLanguage) })),
    courses: [],
  });

  const submit = form.onSubmit(
    (values) =>
      save.mutate(
        { id: member?.id ?? null, body: values },
        {
          onSuccess: (saved) => {
            form.setInitialValues(valuesOf(saved));
            form.resetDirty(valuesOf(saved));
            notifications.show({ color: 'teal', message: t('adminContent.saved') });
            if (!member) void navigate(`/admin/faculty/${saved.id}`, { replace: true });
          },
          onError: (error) => showSaveError(error, { form, setFormError, t }),
        },
      ),
    () => focusFirstInvalidField(),
  );

  return (
    <form onSubmit={submit} noValidate>
      <Card withBorder radius="md">
        <Stack gap="sm">
          <BilingualField label={t('adminFaculty.fields.name')} required en={form.getInputProps('nameEn')} zh={form.getInputProps('nameZh')} />
          <BilingualField label={t('adminFaculty.fields.biography')} required multiline en={form.getInputProps('biographyEn')} zh={form.getInputProps('biographyZh')} />
          <PictureField label={t('adminFaculty.fields.photo')} uploadPath="admin/faculty/picture" value={form.values.photo} onChange={(address) => form.setFieldValue('photo', address)} error={form.errors.photo} />
          <MultiSelect label={t('adminFaculty.fields.subjects')} data={subjects} searchable {...form.getInputProps('subjects')} />
          <Switch label={t('adminFaculty.fields.published')} description={t('adminFaculty.fields.publishedHint')} {...form.getInputProps('published', { type: 'checkbox' })} />
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
      </Card>
      <Card withBorder radius="md" mt="md">
        <Stack gap="sm">
          <Title order={2} fz="md">
            {t('adminShell.preview.tab')}
          </Title>
          <DraftPreview notes={!form.values.published && <PreviewNote color="yellow">{t('adminShell.preview.hidden')}</PreviewNote>}>{(previewLanguage) => <Box maw={480}>{renderMember(draftIn(previewLanguage))}</Box>}</DraftPreview>
        </Stack>
      </Card>
      <UnsavedChangesGuard when={form.isDirty() && !save.isPending} />
    </form>
  );
}

/** A faculty entry, new (`memberId` null) or existing with its history. */
export function FacultyEditor({ memberId, backHref, renderMember }: { memberId: number | null; backHref: string; renderMember: RenderFacultyMember }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const member = useQuery({ ...facultyMemberQueryOptions(language, memberId ?? 0), enabled: memberId !== null });
  const back = { href: backHref, label: t('adminFaculty.backToList') };
  if (memberId === null) {
    return (
      <AdminPage title={t('adminFaculty.create')} back={back}>
        <FacultyForm member={null} renderMember={renderMember} />
      </AdminPage>
    );
  }
  if (member.isPending) return <AdminLoading />;
  if (member.isError) {
    return (
      <AdminPage title={t('adminFaculty.title')} back={back}>
        <AdminLoadError error={member.error} onRetry={() => void member.refetch()} />
      </AdminPage>
    );
  }
  const name = language === 'cn' && member.data.nameZh ? member.data.nameZh : member.data.nameEn;
  return (
    <AdminPage title={name} back={back}>
      <Tabs defaultValue="entry" keepMounted={false}>
        <Tabs.List mb="md">
          <Tabs.Tab value="entry">{t('adminFaculty.tabs.entry')}</Tabs.Tab>
          <Tabs.Tab value="history">{t('adminCatalogue.products.tabs.history')}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="entry">
          <FacultyTeacherLink key={`link-${member.data.userId ?? 'none'}`} member={member.data} />
          <FacultyForm key={member.data.id} member={member.data} renderMember={renderMember} />
        </Tabs.Panel>
        <Tabs.Panel value="history">
          <RecordHistory entityType="faculty" entityId={member.data.id} />
        </Tabs.Panel>
      </Tabs>
    </AdminPage>
  );
}
