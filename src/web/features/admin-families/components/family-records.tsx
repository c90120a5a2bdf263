import { useState } from 'react';
import { Button, FileInput, Group, Pagination, Select, Stack, Table, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../../i18n/translator.tsx';
import type { AdminFamilyChild } from '../../../../shared/api/admin-families.ts';
import { createRecordBody, RECORD_KINDS, type RecordKind } from '../../../../shared/api/records.ts';
import { useFormatters } from '../../../lib/format.ts';
import { BilingualField } from '../../../components/admin/bilingual-field.tsx';
import { AdminLoadError, AdminLoading } from '../../../components/admin/query-states.tsx';
import { StepDialog } from '../../../components/admin/step-dialog.tsx';
import { DOCUMENT_TYPES } from '../../../lib/upload-document.ts';
import { useLanguage } from '../../../i18n/use-language.ts';
import { errorMessageOf, focusFirstInvalidField, serverFieldErrors, validateWithSchema } from '../../../lib/form-feedback.ts';
import { notifications } from '../../../lib/toast.ts';
import { useAddRecord } from '../api/add-record.ts';
import { childRecordsQueryOptions } from '../api/get-child-records.ts';

/** A family's academic records, child by child, and a record added with its file (issue 8). */
export function FamilyRecords({ familyChildren }: { familyChildren: AdminFamilyChild[] }) {
  const { t } = useTranslation();
  const [childId, setChildId] = useState(familyChildren[0]?.id ?? null);
  const [adding, setAdding] = useState(false);
  if (childId === null) return <Text c="dimmed">{t('adminFamilies.records.noChildren')}</Text>;
  const child = familyChildren.find((item) => item.id === childId)!;
  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <Select
          label={t('adminFamilies.records.child')}
          data={familyChildren.map((item) => ({ value: String(item.id), label: item.name }))}
          value={String(childId)}
          onChange={(value) => value && setChildId(Number(value))}
          allowDeselect={false}
          w={{ base: '100%', xs: 260 }}
        />
        <Button onClick={() => setAdding(true)} data-testid="add-record">
          {t('adminFamilies.records.add')}
        </Button>
      </Group>
      <ChildRecords key={childId} childId={childId} />
      {adding && <AddRecordDialog child={child} onClose={() => setAdding(false)} />}
    </Stack>
  );
}

function ChildRecords({ childId }: { childId: number }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const [page, setPage] = useState(1);
  const records = useQuery(childRecordsQueryOptions(useLanguage(), childId, page));
  if (records.isPending) return <AdminLoading />;
  if (records.isError) return <AdminLoadError error={records.error} onRetry={() => void records.refetch()} />;
  if (records.data.total === 0) return <Text c="dimmed">{t('adminFamilies.records.empty')}</Text>;
  return (
    <Stack gap="sm">
      <Table.ScrollContainer minWidth={560}>
        <Table striped withTableBorder aria-label={t('adminFamilies.records.title')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('adminFamilies.records.titleField')}</Table.Th>
              <Table.Th>{t('adminFamilies.records.kind')}</Table.Th>
              <Table.Th>{t('adminFamilies.records.term')}</Table.Th>
              <Table.Th>{t('adminFamilies.records.file')}</Table.Th>
              <Table.Th>{t('adminFamilies.records.added')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {records.data.list.map((record) => (
              <Table.Tr key={record.id} data-testid="record-row">
                <Table.Td>{record.title}</Table.Td>
                <Table.Td>{t(`records.kinds.${record.kind}`)}</Table.Td>
                <Table.Td>{record.term || '—'}</Table.Td>
                <Table.Td style={{ overflowWrap: 'anywhere' }}>{record.file.name}</Table.Td>
                <Table.Td>{format.dateTime(record.createTime)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {records.data.total > 20 && <Pagination total={Math.ceil(records.data.total / 20)} value={page} onChange={setPage} size="sm" />}
    </Stack>
  );
}

interface RecordValues {
  kind: RecordKind | null;
  term: string;
  titleEn: string;
  titleZh: string;
  file: File | null;
}

function AddRecordDialog({ child, onClose }: { child: AdminFamilyChild; onClose: () => void }) {
  const { t } = useTranslation();
  const add = useAddRecord();
  const form = useForm<RecordValues>({
    initialValues: { kind: null, term: '', titleEn: '', titleZh: '', file: null },
    validate: (values) => ({
      ...validateWithSchema(createRecordBody.omit({ fileKey: true }), { ...values, childId: child.id, kind: values.kind ?? undefined }, t),
      ...(values.file ? {} : { file: t('adminFamilies.records.fileRequired') }),
    }),
  });
  return (
    <StepDialog
      opened
      size="lg"
      title={t('adminFamilies.records.addFor', { name: child.name })}
      body={t('adminFamilies.records.addHint')}
      confirmLabel={t('adminFamilies.records.add')}
      busy={add.isPending}
      onClose={onClose}
      onSubmit={form.onSubmit(
        (values) =>
          add.mutate(
            { childId: child.id, kind: values.kind!, term: values.term, titleEn: values.titleEn, titleZh: values.titleZh, file: values.file! },
            {
              onSuccess: () => {
                onClose();
                notifications.show({ color: 'teal', message: t('adminFamilies.records.addedDone') });
              },
              onError: (error) => {
                const fields = serverFieldErrors(error);
                if (Object.keys(fields).length > 0) form.setErrors(fields);
                else notifications.show({ color: 'red', message: errorMessageOf(error, t) });
              },
            },
          ),
        () => focusFirstInvalidField(),
      )}
    >
      <Group grow align="flex-start" wrap="wrap">
        <Select
          label={t('adminFamilies.records.kind')}
          data={RECORD_KINDS.map((kind) => ({ value: kind, label: t(`records.kinds.${kind}`) }))}
          required
          data-autofocus
          miw={200}
          {...form.getInputProps('kind')}
        />
        <TextInput label={t('adminFamilies.records.term')} placeholder={t('adminFamilies.records.termPlaceholder')} maxLength={60} miw={200} {...form.getInputProps('term')} />
      </Group>
      <BilingualField label={t('adminFamilies.records.titleField')} en={form.getInputProps('titleEn')} zh={form.getInputProps('titleZh')} required />
      <FileInput
        label={t('adminFamilies.records.file')}
        description={t('adminFamilies.records.fileHint')}
        placeholder={t('adminFamilies.records.choose')}
        accept={DOCUMENT_TYPES}
        required
        clearable
        clearButtonProps={{ 'aria-label': t('adminFamilies.records.removeFile') }}
        data-testid="record-file"
        {...form.getInputProps('file')}
      />
    </StepDialog>
  );
}
