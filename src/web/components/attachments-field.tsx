import { ActionIcon, Button, FileButton, Group, Input, Stack, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useRef } from 'react';
import { useTranslation } from '../i18n/translator.tsx';
import { useLanguage } from '../i18n/use-language.ts';
import type { UploadResultDto } from '../../shared/api/accounts.ts';
import { FEEDBACK_FILES_MAX } from '../../shared/api/feedback.ts';
import { formatByteSize } from '../../shared/byte-size.ts';
import { TrashIcon, UploadIcon } from './account-icons.tsx';
import { errorMessageOf } from '../lib/form-feedback.ts';
import { notifications } from '../lib/toast.ts';
import { DOCUMENT_TYPES, uploadDocument } from '../lib/upload-document.ts';

/**
 * Up to three attachments, each uploaded as the member's document when chosen; the form sends
 * their keys and the server claims them (feedback, parent–teacher messages).
 */
export function AttachmentsField(props: { files: UploadResultDto[]; onChange: (files: UploadResultDto[]) => void }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const upload = useMutation({ mutationFn: (file: File) => uploadDocument(file, language) });
  const reset = useRef<() => void>(null);
  const choose = (file: File | null) => {
    reset.current?.();
    if (!file) return;
    upload.mutate(file, {
      onSuccess: (stored) => props.onChange([...props.files, stored]),
      onError: (error) => notifications.show({ color: 'red', message: errorMessageOf(error, t) }),
    });
  };
  return (
    <Input.Wrapper label={t('feedback.attachments')} description={t('feedback.attachmentsHint')}>
      <Stack gap={6} mt={6}>
        {props.files.map((file) => (
          <Group key={file.key} gap="xs" wrap="nowrap" data-testid="feedback-attachment">
            <Text size="sm" truncate style={{ flex: 1 }}>
              {file.name} ({formatByteSize(file.size)})
            </Text>
            <ActionIcon
              variant="subtle"
              color="red.9"
              aria-label={t('feedback.removeFile', { name: file.name })}
              onClick={() => props.onChange(props.files.filter((other) => other.key !== file.key))}
            >
              <TrashIcon size={16} />
            </ActionIcon>
          </Group>
        ))}
        {props.files.length < FEEDBACK_FILES_MAX && (
          <FileButton onChange={choose} accept={DOCUMENT_TYPES} resetRef={reset}>
            {(buttonProps) => (
              <Button {...buttonProps} variant="default" radius="xl" leftSection={<UploadIcon size={16} />} loading={upload.isPending} w="fit-content">
                {t('feedback.attach')}
              </Button>
            )}
          </FileButton>
        )}
      </Stack>
    </Input.Wrapper>
  );
}
