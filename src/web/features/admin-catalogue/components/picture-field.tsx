import { useState } from 'react';
import { Button, FileButton, Group, Image, Input, Stack, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../i18n/use-language.ts';
import { errorMessageOf } from '../../../lib/form-feedback.ts';
import { notifications } from '../../../lib/toast.ts';
import { uploadPicture } from '../api/products.ts';

const ACCEPTED = 'image/png,image/jpeg,image/webp';

interface PictureFieldProps {
  label: string;
  uploadPath: Parameters<typeof uploadPicture>[0];
  value: string;
  onChange: (address: string) => void;
  error?: React.ReactNode;
}

/**
 * A public picture: uploaded (the server checks its bytes and size, D14) or given by address,
 * with a preview. The address is what the record keeps.
 */
export function PictureField({ label, uploadPath, value, onChange, error }: PictureFieldProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const [uploading, setUploading] = useState(false);

  async function upload(file: File | null) {
    if (!file) return;
    setUploading(true);
    try {
      const stored = await uploadPicture(uploadPath, file, language);
      onChange(stored.url);
      notifications.show({ color: 'teal', message: t('adminCatalogue.form.uploaded') });
    } catch (failure) {
      notifications.show({ color: 'red', message: errorMessageOf(failure, t) });
    } finally {
      setUploading(false);
    }
  }

  return (
    <Input.Wrapper label={label} description={t('adminCatalogue.form.pictureHint')} error={error}>
      <Group align="flex-start" gap="md" mt={6} wrap="wrap">
        {value ? (
          <Image src={value} alt="" w={160} h={110} radius="sm" fit="cover" />
        ) : (
          <Text size="sm" c="dimmed" w={160}>
            —
          </Text>
        )}
        <Stack gap="xs" style={{ flex: 1, minWidth: 220 }}>
          <FileButton onChange={(file) => void upload(file)} accept={ACCEPTED}>
            {(props) => (
              <Button variant="light" w="fit-content" loading={uploading} {...props}>
                {t('adminCatalogue.form.upload')}
              </Button>
            )}
          </FileButton>
          <TextInput label={t('adminCatalogue.form.pictureAddress')} size="xs" value={value} onChange={(event) => onChange(event.currentTarget.value)} />
        </Stack>
      </Group>
    </Input.Wrapper>
  );
}
