import { useState } from 'react';
import { Button, FileButton, Group, Image, Input, Stack, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../i18n/use-language.ts';
import { errorMessageOf } from '../../../lib/form-feedback.ts';
import { notifications } from '../../../lib/toast.ts';
import { uploadArticlePicture } from '../api/upload-article-picture.ts';

const ACCEPTED = 'image/png,image/jpeg,image/webp';

/**
 * The article's picture: uploaded (the server checks its bytes and size, D14) or given by
 * address, with a preview. The address is what the article keeps.
 */
export function ArticlePictureField({ value, onChange, error }: { value: string; onChange: (address: string) => void; error?: React.ReactNode }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const [uploading, setUploading] = useState(false);

  async function upload(file: File | null) {
    if (!file) return;
    setUploading(true);
    try {
      const stored = await uploadArticlePicture(file, language);
      onChange(stored.url);
      notifications.show({ color: 'teal', message: t('adminNews.fields.uploaded') });
    } catch (failure) {
      notifications.show({ color: 'red', message: errorMessageOf(failure, t) });
    } finally {
      setUploading(false);
    }
  }

  return (
    <Input.Wrapper label={t('adminNews.fields.picture')} description={t('adminNews.fields.pictureHint')} error={error}>
      <Group align="flex-start" gap="md" mt={6} wrap="wrap">
        {value ? (
          <Image src={value} alt="" w={192} h={108} radius="sm" fit="cover" />
        ) : (
          <Text size="sm" c="dimmed" w={192}>
            —
          </Text>
        )}
        <Stack gap="xs" style={{ flex: 1, minWidth: 220 }}>
          <FileButton onChange={(file) => void upload(file)} accept={ACCEPTED}>
            {(props) => (
              <Button variant="light" w="fit-content" loading={uploading} {...props}>
                {t('adminNews.fields.upload')}
              </Button>
            )}
          </FileButton>
          <TextInput label={t('adminNews.fields.pictureAddress')} size="xs" value={value} onChange={(event) => onChange(event.currentTarget.value)} />
        </Stack>
      </Group>
    </Input.Wrapper>
  );
}
