import { useState } from 'react';
import { Button, Group, Modal, NumberInput, Stack, Table, Tabs, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../../i18n/translator.tsx';
import type { z } from 'zod';
import { courseSystemBody, gradeBody, timetableBody } from '../../../../shared/api/admin-catalogue.ts';
import { AdminPage } from '../../../components/admin/admin-page.tsx';
import { BilingualField } from '../../../components/admin/bilingual-field.tsx';
import { AdminLoadError, AdminLoading } from '../../../components/admin/query-states.tsx';
import { useLanguage } from '../../../i18n/use-language.ts';
import { errorMessageOf, serverFieldErrors } from '../../../lib/form-feedback.ts';
import { notifications } from '../../../lib/toast.ts';
import { catalogueListQueryOptions, useSaveCatalogueListRow, type CatalogueListName, type CatalogueListRow } from '../api/catalogue-lists.ts';
import { validateCatalogueForm } from '../validate-catalogue-form.ts';

const SCHEMAS: Record<CatalogueListName, z.ZodType> = { timetables: timetableBody, courseSystems: courseSystemBody, grades: gradeBody };

type RowValues = Record<string, string | number>;

const namesOf = (row: CatalogueListRow) => ('labelEn' in row ? { en: row.labelEn, zh: row.labelZh } : { en: row.nameEn, zh: row.nameZh });
const idOf = (row: CatalogueListRow) => ('id' in row ? row.id : null);

function blankRow(name: CatalogueListName): RowValues {
  if (name === 'grades') return { code: '', labelEn: '', labelZh: '', position: 0 };
  if (name === 'timetables') return { nameEn: '', nameZh: '', startDate: '', endDate: '', position: 0 };
  return { nameEn: '', nameZh: '', position: 0 };
}

function valuesOf(name: CatalogueListName, row: CatalogueListRow | null): RowValues {
  if (!row) return blankRow(name);
  const { id: _id, ...fields } = row as CatalogueListRow & { id?: number };
  return fields as RowValues;
}

function RowDialog({ name, row, onClose }: { name: CatalogueListName; row: CatalogueListRow | null; onClose: () => void }) {
  const { t } = useTranslation();
  const save = useSaveCatalogueListRow(name);
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<RowValues>({ initialValues: valuesOf(name, row), validate: (values) => validateCatalogueForm(SCHEMAS[name], values, t) });
  const labelKey = name === 'grades' ? 'label' : 'name';
  const submit = form.onSubmit((values) =>
    save.mutate(
      { id: row ? idOf(row) : null, body: values },
      {
        onSuccess: () => {
          notifications.show({ color: 'teal', message: t('adminContent.saved') });
          onClose();
        },
        onError: (error) => {
          const fields = serverFieldErrors(error);
          if (Object.keys(fields).length) form.setErrors(fields);
          else setFormError(errorMessageOf(error, t));
        },
      },
    ),
  );
  return (
    <Modal opened onClose={onClose} title={row ? t('adminLists.edit') : t('adminLists.add')}>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          {name === 'grades' && <TextInput label={t('adminLists.fields.code')} required disabled={row !== null} {...form.getInputProps('code')} />}
          <BilingualField label={t('adminLists.fields.name')} required en={form.getInputProps(`${labelKey}En`)} zh={form.getInputProps(`${labelKey}Zh`)} />
          {name === 'timetables' && (
            <Group grow>
              <TextInput type="date" label={t('adminLists.fields.startDate')} required {...form.getInputProps('startDate')} />
              <TextInput type="date" label={t('adminLists.fields.endDate')} required {...form.getInputProps('endDate')} />
            </Group>
          )}
          <NumberInput label={t('adminLists.fields.position')} min={0} allowDecimal={false} {...form.getInputProps('position')} />
          {formError && (
            <Text c="red.8" size="sm" role="alert">
              {formError}
            </Text>
          )}
          <Group justify="flex-end">
            <Button type="submit" loading={save.isPending}>
              {t('adminContent.form.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

function ListPanel({ name }: { name: CatalogueListName }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const rows = useQuery(catalogueListQueryOptions(language, name));
  const [editing, setEditing] = useState<CatalogueListRow | 'new' | null>(null);
  if (rows.isPending) return <AdminLoading />;
  if (rows.isError) return <AdminLoadError error={rows.error} onRetry={() => void rows.refetch()} />;
  return (
    <Stack gap="sm">
      <Group justify="flex-end">
        <Button onClick={() => setEditing('new')}>{t('adminLists.add')}</Button>
      </Group>
      {rows.data.length === 0 ? (
        <Text c="dimmed">{t('adminLists.empty')}</Text>
      ) : (
        <Table.ScrollContainer minWidth={360}>
          <Table striped withTableBorder aria-label={t(`adminLists.tabs.${name}`)}>
            <Table.Thead>
              <Table.Tr>
                {name === 'grades' && <Table.Th>{t('adminLists.fields.code')}</Table.Th>}
                <Table.Th>{t('adminShell.bilingual.english')}</Table.Th>
                <Table.Th>{t('adminShell.bilingual.chinese')}</Table.Th>
                {name === 'timetables' && <Table.Th>{t('adminLists.fields.dates')}</Table.Th>}
                <Table.Th>{t('adminLists.fields.position')}</Table.Th>
                <Table.Th />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.data.map((row) => {
                const names = namesOf(row);
                return (
                  <Table.Tr key={'code' in row ? row.code : row.id}>
                    {'code' in row && <Table.Td>{row.code}</Table.Td>}
                    <Table.Td>{names.en}</Table.Td>
                    <Table.Td>{names.zh}</Table.Td>
                    {'startDate' in row && (
                      <Table.Td>
                        {row.startDate} – {row.endDate}
                      </Table.Td>
                    )}
                    <Table.Td>{row.position}</Table.Td>
                    <Table.Td>
                      <Button size="xs" variant="default" aria-label={t('adminLists.editOf', { name: names.en })} onClick={() => setEditing(row)}>
                        {t('adminLists.edit')}
                      </Button>
                    </Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {editing && <RowDialog name={name} row={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />}
    </Stack>
  );
}

/** Timetables, course systems and the grade dictionary, each a short list to add to and rename. */
export function CatalogueLists() {
  const { t } = useTranslation();
  return (
    <AdminPage title={t('adminLists.title')} description={t('adminLists.subtitle')}>
      <Tabs defaultValue="timetables" keepMounted={false}>
        <Tabs.List mb="md">
          {(['timetables', 'courseSystems', 'grades'] as const).map((name) => (
            <Tabs.Tab key={name} value={name}>
              {t(`adminLists.tabs.${name}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {(['timetables', 'courseSystems', 'grades'] as const).map((name) => (
          <Tabs.Panel key={name} value={name}>
            <ListPanel name={name} />
          </Tabs.Panel>
        ))}
      </Tabs>
    </AdminPage>
  );
}
