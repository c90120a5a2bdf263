import { useState } from 'react';
import { Button, FileButton, Group, Image, Input, Stack, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../i18n/use-language.ts';
import { errorMessageOf } from '../../../lib/form-feedback.ts';
import { notifications } from '../../../lib/toast.ts';
import { uploadHomePicture } from '../api/home.ts';

const ACCEPTED = 'image/png,image/jpeg,image/webp';

interface HomePictureFieldProps {
  label: string;
  value: string;
  onChange: (address: string) => void;
  error?: React.ReactNode;
  /** The thumbnail's shape: the hero is wide, icons and portraits are square. */
  shape: 'wide' | 'square';
}

/**
 * A picture of the home page: uploaded to `admin/home/picture` (the server checks its bytes and
 * size, D14) or given by address, with a thumbnail. The address is what the record keeps.
 */
export function HomePictureField({ label, value, onChange, error, shape }: HomePictureFieldProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const [uploading, setUploading] = useState(false);

  async function upload(file: File | null) {
    if (!file) return;
    setUploading(true);
    try {
      onChange((await uploadHomePicture(file, language)).url);
      notifications.show({ color: 'teal', message: t('adminHome.picture.uploaded') });
    } catch (failure) {
      notifications.show({ color: 'red', message: errorMessageOf(failure, t) });
    } finally {
      setUploading(false);
    }
  }

  const [width, height] = shape === 'wide' ? [160, 70] : [72, 72];
  return (
    <Input.Wrapper label={label} description={t('adminHome.picture.hint')} error={error}>
      <Group align="flex-start" gap="md" mt={6} wrap="wrap">
        {value ? (
          <Image src={value} alt="" w={width} h={height} radius="sm" fit="cover" bg="gray.1" />
        ) : (
          <Text size="sm" c="dimmed" w={width}>
            {t('adminHome.picture.none')}
          </Text>
        )}
        <Stack gap="xs" style={{ flex: 1, minWidth: 220 }}>
          <FileButton onChange={(file) => void upload(file)} accept={ACCEPTED}>
            {(props) => (
              <Button variant="light" w="fit-content" loading={uploading} {...props}>
                {t('adminHome.picture.upload')}
              </Button>
            )}
          </FileButton>
          <TextInput label={t('adminHome.picture.address')} size="xs" value={value} onChange={(event) => onChange(event.currentTarget.value)} />
        </Stack>
      </Group>
    </Input.Wrapper>
  );
}
