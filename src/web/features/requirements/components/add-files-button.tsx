import { useRef, useState } from 'react';
import { Button, FileButton, Text } from '@mantine/core';
import { useTranslation } from '../../../i18n/translator.tsx';
import { UploadIcon } from '../../../components/account-icons.tsx';

/** What `minio/upload` takes as a document (D14); the server checks the bytes again. */
const DOCUMENT_TYPES = '.pdf,.doc,.docx,.xls,.xlsx,.ppt,.pptx,.png,.jpg,.jpeg,.webp';

/**
 * Picks files and hands them over one at a time (each is uploaded before the next), never more
 * than `room`; says which file is uploading, for screen readers too.
 */
export function AddFilesButton(props: { room: number; disabled?: boolean; onFile: (file: File) => Promise<void> }) {
  const { t } = useTranslation();
  const reset = useRef<() => void>(null);
  const [current, setCurrent] = useState<string | null>(null);
  const choose = async (files: File[]) => {
    reset.current?.();
    for (const file of files.slice(0, props.room)) {
      setCurrent(file.name);
      await props.onFile(file);
    }
    setCurrent(null);
  };
  return (
    <div>
      <FileButton onChange={(files) => void choose(files)} accept={DOCUMENT_TYPES} multiple resetRef={reset} disabled={props.disabled || props.room <= 0}>
        {(buttonProps) => (
          <Button {...buttonProps} variant="light" radius="xl" leftSection={<UploadIcon size={16} />} loading={current !== null} data-testid="add-files">
            {t('requirements.files.add')}
          </Button>
        )}
      </FileButton>
      <Text size="sm" c="dimmed" mt={6} role="status">
        {current ? t('requirements.files.uploading', { name: current }) : ''}
      </Text>
    </div>
  );
}
