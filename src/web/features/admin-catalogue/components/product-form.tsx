import { classSizeDefaultOf } from '../../../../shared/class-size.ts';
import { useState } from 'react';
import { Button, Card, Group, MultiSelect, NumberInput, Select, SimpleGrid, Stack, Switch, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useNavigate } from 'react-router';
import { useTranslation } from '../../../i18n/translator.tsx';
import { productBody, type AdminCatalogueOptions, type AdminProductDetail, type CatalogueOption, type ProductBody } from '../../../../shared/api/admin-catalogue.ts';
import { COURSE_TYPES, PRODUCT_CATEGORY_IDS, showsStock } from '../../../../shared/catalogue.ts';
import { BilingualField } from '../../../components/admin/bilingual-field.tsx';
import { PictureField } from '../../../components/admin/picture-field.tsx';
import { BilingualRichTextField } from '../../../components/admin/rich-text-field.tsx';
import { UnsavedChangesGuard } from '../../../components/admin/unsaved-changes-guard.tsx';
import { useLanguage } from '../../../i18n/use-language.ts';
import { focusFirstInvalidField, showSaveError } from '../../../lib/form-feedback.ts';
import { notifications } from '../../../lib/toast.ts';
import { useSaveProduct } from '../api/products.ts';
import { validateCatalogueForm } from '../validate-catalogue-form.ts';

interface ProductFormValues {
  nameEn: string;
  nameZh: string;
  descriptionEn: string;
  descriptionZh: string;
  pic: string;
  /** Major units, as people read prices. */
  price: number | string;
  promotionPrice: number | string;
  categoryId: string;
  courseType: string;
  subject: string;
  grades: string[];
  courseSystemId: string | null;
  timetableId: string | null;
  totalClassHours: number | string;
  minStudents: number | string;
  maxStudents: number | string;
  equityDateStart: string;
  equityDateEnd: string;
  lateEnrolmentUntil: string;
  published: boolean;
  teacherIds: string[];
}

const toMinor = (major: number | string) => (major === '' ? null : Math.round(Number(major) * 100));
const toMajor = (minor: number | null) => (minor === null ? '' : minor / 100);
const orNull = (value: number | string) => (value === '' ? null : Number(value));

function valuesOf(product: AdminProductDetail | null): ProductFormValues {
  return {
    nameEn: product?.nameEn ?? '',
    nameZh: product?.nameZh ?? '',
    descriptionEn: product?.descriptionEn ?? '',
    descriptionZh: product?.descriptionZh ?? '',
    pic: product?.pic ?? '',
    price: product ? toMajor(product.price) : '',
    promotionPrice: toMajor(product?.promotionPrice ?? null),
    categoryId: String(product?.categoryId ?? PRODUCT_CATEGORY_IDS[0]),
    courseType: product?.courseType ?? COURSE_TYPES[0],
    subject: product?.subject ?? '',
    grades: product?.grades ?? [],
    courseSystemId: product?.courseSystemId ? String(product.courseSystemId) : null,
    timetableId: product?.timetableId ? String(product.timetableId) : null,
    totalClassHours: product?.totalClassHours ?? '',
    minStudents: product?.minStudents ?? '',
    maxStudents: product?.maxStudents ?? '',
    equityDateStart: product?.equityDateStart ?? '',
    equityDateEnd: product?.equityDateEnd ?? '',
    lateEnrolmentUntil: product?.lateEnrolmentUntil ?? '',
    published: product?.published ?? false,
    teacherIds: (product?.teacherIds ?? []).map(String),
  };
}

function bodyOf(values: ProductFormValues): ProductBody {
  const categoryId = Number(values.categoryId) as ProductBody['categoryId'];
  return {
    nameEn: values.nameEn,
    nameZh: values.nameZh,
    descriptionEn: values.descriptionEn,
    descriptionZh: values.descriptionZh,
    pic: values.pic,
    price: toMinor(values.price) ?? Number.NaN,
    promotionPrice: toMinor(values.promotionPrice),
    categoryId,
    courseType: values.courseType as ProductBody['courseType'],
    subject: values.subject,
    grades: values.grades,
    courseSystemId: values.courseSystemId ? Number(values.courseSystemId) : null,
    timetableId: values.timetableId ? Number(values.timetableId) : null,
    totalClassHours: orNull(values.totalClassHours) ?? Number.NaN,
    minStudents: orNull(values.minStudents),
    maxStudents: orNull(values.maxStudents),
    equityDateStart: values.equityDateStart,
    equityDateEnd: values.equityDateEnd,
    lateEnrolmentUntil: values.lateEnrolmentUntil || null,
    published: values.published,
    teacherIds: values.teacherIds.map(Number),
  };
}

/** The product's fields, created or saved in one go; the server sanitises the descriptions. */
export function ProductForm({ product, options }: { product: AdminProductDetail | null; options: AdminCatalogueOptions }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const navigate = useNavigate();
  const save = useSaveProduct();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<ProductFormValues>({
    initialValues: valuesOf(product),
    validate: (values) => validateCatalogueForm(productBody, bodyOf(values), t),
  });
  const currency = product?.currency ?? 'USD';
  const choices = (list: CatalogueOption[]) => list.map((option) => ({ value: option.value, label: language === 'cn' && option.labelZh ? option.labelZh : option.labelEn }));
  const countsSeats = showsStock(Number(form.values.categoryId));
  const sizeDefaults = classSizeDefaultOf(Number(form.values.categoryId));

  const submit = form.onSubmit(
    (values) => {
      setFormError(null);
      save.mutate(
        { id: product?.id ?? null, body: bodyOf(values) },
        {
          onSuccess: (saved) => {
            form.setInitialValues(valuesOf(saved));
            form.setValues(valuesOf(saved));
            form.resetDirty(valuesOf(saved));
            notifications.show({ color: 'teal', message: t('adminCatalogue.form.saved') });
            if (!product) void navigate(`/admin/products/${saved.id}`, { replace: true });
          },
          onError: (error) => showSaveError(error, { form, setFormError, t }),
        },
      );
    },
    () => focusFirstInvalidField(),
  );

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Card withBorder radius="md">
          <Stack gap="sm">
            <Title order={2} fz="md">
              {t('adminCatalogue.form.basics')}
            </Title>
            <BilingualField label={t('adminCatalogue.form.name')} required en={form.getInputProps('nameEn')} zh={form.getInputProps('nameZh')} />
            <BilingualRichTextField label={t('adminCatalogue.form.description')} en={form.getInputProps('descriptionEn')} zh={form.getInputProps('descriptionZh')} />
            <PictureField
              label={t('adminCatalogue.form.picture')}
              uploadPath="admin/product/picture"
              value={form.values.pic}
              onChange={(address) => form.setFieldValue('pic', address)}
              error={form.errors.pic}
              required
            />
          </Stack>
        </Card>
        <Card withBorder radius="md">
          <Stack gap="sm">
            <Title order={2} fz="md">
              {t('adminCatalogue.form.pricing')}
            </Title>
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
              <NumberInput label={t('adminCatalogue.form.price', { currency })} required min={0} decimalScale={2} {...form.getInputProps('price')} />
              <NumberInput
                label={t('adminCatalogue.form.promotionPrice', { currency })}
                description={t('adminCatalogue.form.promotionHint')}
                min={0}
                decimalScale={2}
                {...form.getInputProps('promotionPrice')}
              />
              <NumberInput
                label={t('adminCatalogue.form.minStudents')}
                description={t('adminCatalogue.form.minStudentsHint', { count: sizeDefaults.min })}
                min={1}
                allowDecimal={false}
                {...form.getInputProps('minStudents')}
              />
              <NumberInput
                label={t('adminCatalogue.form.maxStudents')}
                description={
                  countsSeats && product
                    ? t('adminCatalogue.form.maxStudentsHint', { taken: product.seatsTaken })
                    : t('adminCatalogue.form.maxStudentsHintNew', { count: sizeDefaults.max })
                }
                min={1}
                allowDecimal={false}
                {...form.getInputProps('maxStudents')}
              />
            </SimpleGrid>
          </Stack>
        </Card>
        <Card withBorder radius="md">
          <Stack gap="sm">
            <Title order={2} fz="md">
              {t('adminCatalogue.form.placement')}
            </Title>
            <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="sm">
              <Select
                label={t('adminCatalogue.form.categoryId')}
                required
                allowDeselect={false}
                data={choices(options.categories)}
                {...form.getInputProps('categoryId')}
              />
              <Select
                label={t('adminCatalogue.form.courseType')}
                required
                allowDeselect={false}
                data={COURSE_TYPES.map((type) => ({ value: type, label: t(`adminCatalogue.products.courseTypes.${type}`) }))}
                {...form.getInputProps('courseType')}
              />
              <Select label={t('adminCatalogue.form.subject')} clearable data={choices(options.subjects)} {...form.getInputProps('subject')} onChange={(value) => form.setFieldValue('subject', value ?? '')} />
              <MultiSelect label={t('adminCatalogue.form.grades')} data={choices(options.grades)} searchable {...form.getInputProps('grades')} />
              <Select label={t('adminCatalogue.form.courseSystem')} clearable data={choices(options.courseSystems)} {...form.getInputProps('courseSystemId')} />
              <Select label={t('adminCatalogue.form.timetable')} clearable data={choices(options.timetables)} {...form.getInputProps('timetableId')} />
              <NumberInput label={t('adminCatalogue.form.totalClassHours')} required min={0} allowDecimal={false} {...form.getInputProps('totalClassHours')} />
            </SimpleGrid>
            <MultiSelect
              label={t('adminCatalogue.form.teachers')}
              description={t('adminCatalogue.form.teachersHint')}
              data={choices(options.teachers)}
              searchable
              {...form.getInputProps('teacherIds')}
            />
          </Stack>
        </Card>
        <Card withBorder radius="md">
          <Stack gap="sm">
            <Title order={2} fz="md">
              {t('adminCatalogue.form.dates')}
            </Title>
            <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
              <TextInput type="date" label={t('adminCatalogue.form.equityDateStart')} required {...form.getInputProps('equityDateStart')} />
              <TextInput type="date" label={t('adminCatalogue.form.equityDateEnd')} required {...form.getInputProps('equityDateEnd')} />
              <TextInput
                type="date"
                label={t('adminCatalogue.form.lateEnrolmentUntil')}
                description={t('adminCatalogue.form.lateEnrolmentHint')}
                {...form.getInputProps('lateEnrolmentUntil')}
              />
            </SimpleGrid>
            <Switch
              label={t('adminCatalogue.form.published')}
              description={t('adminCatalogue.form.publishedHint')}
              {...form.getInputProps('published', { type: 'checkbox' })}
            />
          </Stack>
        </Card>
        {formError && (
          <Text c="red.8" size="sm" role="alert">
            {formError}
          </Text>
        )}
        <Group>
          <Button type="submit" loading={save.isPending}>
            {product ? t('adminCatalogue.form.save') : t('adminCatalogue.form.createButton')}
          </Button>
        </Group>
      </Stack>
      <UnsavedChangesGuard when={form.isDirty() && !save.isPending} />
    </form>
  );
}
