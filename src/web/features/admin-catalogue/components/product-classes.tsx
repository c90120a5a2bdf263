import { useState } from 'react';
import { Alert, Badge, Button, Group, Modal, NumberInput, Select, SimpleGrid, Stack, Table, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from '../../../i18n/translator.tsx';
import { productClassBody, type AdminCatalogueOptions, type AdminProductClass, type AdminProductDetail, type ProductClassBody } from '../../../../shared/api/admin-catalogue.ts';
import { BilingualField } from '../../../components/admin/bilingual-field.tsx';
import { ConfirmDialog } from '../../../components/admin/confirm-dialog.tsx';
import { useLanguage } from '../../../i18n/use-language.ts';
import { errorMessageOf, focusFirstInvalidField, serverFieldErrors } from '../../../lib/form-feedback.ts';
import { notifications } from '../../../lib/toast.ts';
import { useCancelProductClass, useSaveProductClass } from '../api/products.ts';
import { validateCatalogueForm } from '../validate-catalogue-form.ts';

interface ClassFormValues {
  nameEn: string;
  nameZh: string;
  date: string;
  time: string;
  durationMinutes: number | string;
  teacherId: string | null;
  capacity: number | string;
  joinUrl: string;
}

const valuesOf = (row: AdminProductClass | null): ClassFormValues => ({
  nameEn: row?.nameEn ?? '',
  nameZh: row?.nameZh ?? '',
  date: row?.date ?? '',
  time: row?.time ?? '',
  durationMinutes: row?.durationMinutes ?? 60,
  teacherId: row?.teacherId ? String(row.teacherId) : null,
  capacity: row?.capacity ?? 8,
  joinUrl: row?.joinUrl ?? '',
});

const bodyOf = (values: ClassFormValues): ProductClassBody => ({
  ...values,
  durationMinutes: values.durationMinutes === '' ? Number.NaN : Number(values.durationMinutes),
  capacity: values.capacity === '' ? Number.NaN : Number(values.capacity),
  teacherId: values.teacherId ? Number(values.teacherId) : null,
});

/** A class's fields in a dialog; the time is the academy's wall clock (D17). */
function ClassDialog({ product, row, options, onClose }: { product: AdminProductDetail; row: AdminProductClass | null; options: AdminCatalogueOptions; onClose: () => void }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const save = useSaveProductClass();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<ClassFormValues>({ initialValues: valuesOf(row), validate: (values) => validateCatalogueForm(productClassBody, bodyOf(values), t) });
  const timeZone = options.timeZone;

  const submit = form.onSubmit(
    (values) =>
      save.mutate(
        { productId: product.id, classId: row?.id ?? null, body: bodyOf(values) },
        {
          onSuccess: () => {
            notifications.show({ color: 'teal', message: t('adminCatalogue.classes.saved') });
            onClose();
          },
          onError: (error) => {
            const fields = serverFieldErrors(error);
            if (Object.keys(fields).length) form.setErrors(fields);
            else setFormError(errorMessageOf(error, t));
          },
        },
      ),
    () => focusFirstInvalidField(),
  );

  return (
    <Modal opened onClose={onClose} title={row ? t('adminCatalogue.classes.editTitle') : t('adminCatalogue.classes.newTitle')} size="lg">
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <BilingualField label={t('adminCatalogue.classes.name')} required en={form.getInputProps('nameEn')} zh={form.getInputProps('nameZh')} />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <TextInput type="date" label={t('adminCatalogue.classes.date')} required {...form.getInputProps('date')} />
            <TextInput type="time" label={t('adminCatalogue.classes.time', { timeZone })} required {...form.getInputProps('time')} />
            <NumberInput label={t('adminCatalogue.classes.durationMinutes')} min={5} max={600} allowDecimal={false} {...form.getInputProps('durationMinutes')} />
            <NumberInput
              label={t('adminCatalogue.classes.capacity')}
              description={row ? t('adminCatalogue.classes.capacityHint', { taken: row.seatsTaken }) : undefined}
              min={1}
              allowDecimal={false}
              {...form.getInputProps('capacity')}
            />
            <Select
              label={t('adminCatalogue.classes.teacher')}
              clearable
              searchable
              data={options.teachers.map((option) => ({ value: option.value, label: language === 'cn' && option.labelZh ? option.labelZh : option.labelEn }))}
              {...form.getInputProps('teacherId')}
            />
            <TextInput type="url" label={t('adminCatalogue.classes.joinUrl')} placeholder="https://" {...form.getInputProps('joinUrl')} />
          </SimpleGrid>
          {formError && (
            <Text c="red.8" size="sm" role="alert">
              {formError}
            </Text>
          )}
          <Group justify="flex-end">
            <Button type="submit" loading={save.isPending}>
              {t('adminCatalogue.classes.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

/** The product's own classes (D20): add, move or change, and cancel those nobody booked. */
export function ProductClasses({ product, options }: { product: AdminProductDetail; options: AdminCatalogueOptions }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const cancel = useCancelProductClass();
  const [editing, setEditing] = useState<AdminProductClass | 'new' | null>(null);
  const [cancelling, setCancelling] = useState<AdminProductClass | null>(null);
  const teacherName = (id: number | null) => {
    const option = options.teachers.find((teacher) => teacher.value === String(id));
    return option ? (language === 'cn' && option.labelZh ? option.labelZh : option.labelEn) : '—';
  };
  const ready = product.timetableId !== null && product.courseSystemId !== null;

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end">
        <Text size="sm" c="dimmed">
          {t('adminCatalogue.classes.hint', { timeZone: options.timeZone })}
        </Text>
        <Button onClick={() => setEditing('new')} disabled={!ready}>
          {t('adminCatalogue.classes.add')}
        </Button>
      </Group>
      {!ready && <Alert color="orange">{t('adminCatalogue.classes.needsTimetable')}</Alert>}
      {product.classes.length === 0 ? (
        <Text c="dimmed" size="sm">
          {t('adminCatalogue.classes.none')}
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={640}>
          <Table striped withTableBorder aria-label={t('adminCatalogue.classes.title')}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('adminCatalogue.classes.columns.when')}</Table.Th>
                <Table.Th>{t('adminCatalogue.classes.columns.name')}</Table.Th>
                <Table.Th>{t('adminCatalogue.classes.columns.teacher')}</Table.Th>
                <Table.Th>{t('adminCatalogue.classes.columns.seats')}</Table.Th>
                <Table.Th>{t('adminCatalogue.classes.columns.status')}</Table.Th>
                <Table.Th />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {product.classes.map((row) => (
                <Table.Tr key={row.id}>
                  <Table.Td>
                    {row.date} {row.time}
                  </Table.Td>
                  <Table.Td>{language === 'cn' && row.nameZh ? row.nameZh : row.nameEn}</Table.Td>
                  <Table.Td>{teacherName(row.teacherId)}</Table.Td>
                  <Table.Td>
                    {row.seatsTaken} / {row.capacity}
                  </Table.Td>
                  <Table.Td>
                    {row.cancelledTime ? (
                      <Badge color="gray" variant="light" c="gray.8" tt="none">
                        {t('adminCatalogue.classes.cancelled')}
                      </Badge>
                    ) : (
                      <Badge color="teal" variant="outline" c="teal.9" tt="none">
                        {t('adminCatalogue.classes.active')}
                      </Badge>
                    )}
                  </Table.Td>
                  <Table.Td>
                    {!row.cancelledTime && (
                      <Group gap="xs" wrap="nowrap">
                        <Button size="xs" variant="default" onClick={() => setEditing(row)}>
                          {t('adminCatalogue.classes.edit')}
                        </Button>
                        {row.seatsTaken === 0 && (
                          <Button size="xs" variant="subtle" color="red" onClick={() => setCancelling(row)}>
                            {t('adminCatalogue.classes.cancel')}
                          </Button>
                        )}
                      </Group>
                    )}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {editing && <ClassDialog product={product} row={editing === 'new' ? null : editing} options={options} onClose={() => setEditing(null)} />}
      <ConfirmDialog
        opened={cancelling !== null}
        title={t('adminCatalogue.classes.cancelTitle')}
        body={t('adminCatalogue.classes.cancelBody')}
        confirmLabel={t('adminCatalogue.classes.cancel')}
        color="red"
        busy={cancel.isPending}
        onClose={() => setCancelling(null)}
        onConfirm={() =>
          cancelling &&
          cancel.mutate(cancelling.id, {
            onSuccess: () => setCancelling(null),
            onError: (error) => notifications.show({ color: 'red', message: errorMessageOf(error, t) }),
          })
        }
      />
    </Stack>
  );
}
