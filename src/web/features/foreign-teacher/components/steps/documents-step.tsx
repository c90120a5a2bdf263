import { useRef } from 'react';
import { ActionIcon, Button, FileButton, Group, Input, Paper, Stack, Text } from '@mantine/core';
import { notifications } from '../../../../lib/toast.ts';
import { useTranslation } from '../../../../i18n/translator.tsx';
import { MAX_CERTIFICATE_FILES, type StoredFileDto } from '../../../../../shared/api/accounts.ts';
import { formatByteSize } from '../../../../../shared/byte-size.ts';
import { FileIcon, TrashIcon, UploadIcon } from '../../../../components/account-icons.tsx';
import { errorMessageOf } from '../../../../lib/form-feedback.ts';
import { useUploadDocument } from '../../api/upload-document.ts';
import type { ApplicationForm } from './step-form.ts';
import classes from './documents-step.module.css';

const DOCUMENT_TYPES = '.pdf,.doc,.docx,.png,.jpg,.jpeg,.webp,application/pdf,image/png,image/jpeg,image/webp';

/** Step 7: the CV and certificates, uploaded at once through `minio/upload` (D14). */
export function DocumentsStep({ form, purpose }: { form: ApplicationForm; purpose: 'application' | 'document' }) {
  const { t } = useTranslation();
  const { cv, certificates } = form.values.documents;
  return (
    <Stack gap="lg">
      <Text size="sm" c="dimmed">
        {t('teacher.documents.hint')}
      </Text>
      <Input.Wrapper label={t('teacher.documents.cv')} required error={form.errors['documents.cv']} labelElement="div">
        <Stack gap="xs" mt={8}>
          {cv && <FileRow file={cv} onRemove={() => form.setFieldValue('documents.cv', null)} />}
          <UploadButton
            purpose={purpose}
            label={cv ? t('teacher.documents.replaceCv') : t('teacher.documents.uploadCv')}
            onUploaded={(file) => {
              form.setFieldValue('documents.cv', file);
              form.clearFieldError('documents.cv');
            }}
          />
        </Stack>
      </Input.Wrapper>
      <Input.Wrapper
        label={t('teacher.documents.certificates')}
        description={t('teacher.documents.certificatesHint', { max: MAX_CERTIFICATE_FILES })}
        error={form.errors['documents.certificates']}
        labelElement="div"
      >
        <Stack gap="xs" mt={8}>
          {certificates.map((file) => (
            <FileRow
              key={file.key}
              file={file}
              onRemove={() =>
                form.setFieldValue(
                  'documents.certificates',
                  certificates.filter((other) => other.key !== file.key),
                )
              }
            />
          ))}
          {certificates.length < MAX_CERTIFICATE_FILES && (
            <UploadButton
              purpose={purpose}
              label={t('teacher.documents.addCertificate')}
              onUploaded={(file) => form.setFieldValue('documents.certificates', [...certificates, file])}
            />
          )}
        </Stack>
      </Input.Wrapper>
    </Stack>
  );
}

function UploadButton(props: { purpose: 'application' | 'document'; label: string; onUploaded: (file: StoredFileDto) => void }) {
  const { t } = useTranslation();
  const upload = useUploadDocument(props.purpose);
  const reset = useRef<() => void>(null);
  const choose = (file: File | null) => {
    reset.current?.();
    if (!file) return;
    upload.mutate(file, {
      onSuccess: props.onUploaded,
      onError: (error) =>
        notifications.show({ color: 'red', title: t('teacher.documents.uploadFailed'), message: errorMessageOf(error, t) }),
    });
  };
  return (
    <FileButton onChange={choose} accept={DOCUMENT_TYPES} resetRef={reset}>
      {(buttonProps) => (
        <Button
          {...buttonProps}
          variant="light"
          radius="xl"
          leftSection={<UploadIcon size={16} />}
          loading={upload.isPending}
          className={classes.uploadButton}
        >
          {props.label}
        </Button>
      )}
    </FileButton>
  );
}

function FileRow({ file, onRemove }: { file: StoredFileDto; onRemove: () => void }) {
  const { t } = useTranslation();
  return (
    <Paper withBorder radius="md" p="sm" className={classes.fileRow} data-testid="uploaded-file">
      <Group wrap="nowrap" gap="sm">
        <FileIcon size={22} className={classes.fileIcon} />
        <div className={classes.fileText}>
          <Text size="sm" fw={600} truncate>
            {file.name}
          </Text>
          <Text size="xs" c="dimmed">
            {formatByteSize(file.size)}
          </Text>
        </div>
        <ActionIcon variant="subtle" color="red.9" onClick={onRemove} aria-label={t('teacher.documents.remove', { name: file.name })}>
          <TrashIcon size={18} />
        </ActionIcon>
      </Group>
    </Paper>
  );
}
