import { useState } from 'react';
import { Button, FileButton, Group, Image, Input, Stack, Text, TextInput } from '@mantine/core';
import { useTranslation } from '../../i18n/translator.tsx';
import type { UploadResultDto } from '../../../shared/api/accounts.ts';
import type { Language } from '../../../shared/language.ts';
import { useLanguage } from '../../i18n/use-language.ts';
import { apiRequest } from '../../lib/api-client.ts';
import { errorMessageOf } from '../../lib/form-feedback.ts';
import { notifications } from '../../lib/toast.ts';

const ACCEPTED = 'image/png,image/jpeg,image/webp';
const UPLOAD_TIMEOUT_MS = 120_000;

/** Each area that shows public pictures stores them through its own `admin/<resource>/picture`. */
type PictureUploadPath = `admin/${string}/picture`;

/** A public picture for the site; the server checks its bytes and size (D14). */
export function uploadPicture(path: PictureUploadPath, file: File, language: Language): Promise<UploadResultDto> {
  const form = new FormData();
  form.append('file', file, file.name);
  return apiRequest<UploadResultDto>(path, { method: 'POST', body: form, language, timeoutMs: UPLOAD_TIMEOUT_MS });
}

interface PictureFieldProps {
  label: string;
  uploadPath: PictureUploadPath;
  value: string;
  onChange: (address: string) => void;
  error?: React.ReactNode;
  /** Marked with the asterisk of the other required fields. */
  required?: boolean;
  /** What the area asks of its pictures, when more than the formats. */
  hint?: string;
  /** The thumbnail's size: heroes and articles are wide, icons and portraits square. */
  thumbnail?: { width: number; height: number };
}

/**
 * A public picture: uploaded or given by address, with a thumbnail. The address is what the
 * record keeps, once the form is saved.
 */
export function PictureField({ label, uploadPath, value, onChange, error, required, hint, thumbnail = { width: 160, height: 110 } }: PictureFieldProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const [uploading, setUploading] = useState(false);

  async function upload(file: File | null) {
    if (!file) return;
    setUploading(true);
    try {
      onChange((await uploadPicture(uploadPath, file, language)).url);
      notifications.show({ color: 'teal', message: t('adminShell.picture.uploaded') });
    } catch (failure) {
      notifications.show({ color: 'red', message: errorMessageOf(failure, t) });
    } finally {
      setUploading(false);
    }
  }

  return (
    <Input.Wrapper label={label} required={required} description={hint ?? t('adminShell.picture.hint')}>
      <Group align="flex-start" gap="md" mt={6} wrap="wrap">
        {value ? (
          <Image src={value} alt="" w={thumbnail.width} h={thumbnail.height} radius="sm" fit="cover" bg="gray.1" />
        ) : (
          <Text size="sm" c="dimmed" w={thumbnail.width}>
            {t('adminShell.picture.none')}
          </Text>
        )}
        <Stack gap="xs" style={{ flex: 1, minWidth: 220 }}>
          <FileButton onChange={(file) => void upload(file)} accept={ACCEPTED}>
            {(props) => (
              <Button variant="light" w="fit-content" loading={uploading} {...props}>
                {t('adminShell.picture.upload')}
              </Button>
            )}
          </FileButton>
          {/* The picture's error sits on its address: the field a refused save scrolls to and focuses. */}
          <TextInput label={t('adminShell.picture.address')} size="xs" value={value} onChange={(event) => onChange(event.currentTarget.value)} error={error} />
        </Stack>
      </Group>
    </Input.Wrapper>
  );
}
