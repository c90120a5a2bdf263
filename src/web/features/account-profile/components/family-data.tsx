import { useState } from 'react';
import { Anchor, Button, Paper, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { PRIVACY_PAGE_PATH } from '../../../../shared/policies.ts';
import { useTranslation } from '../../../i18n/translator.tsx';
import { downloadPrivateFile } from '../../../lib/download-private-file.ts';
import { errorMessageOf } from '../../../lib/form-feedback.ts';
import { notifications } from '../../../lib/toast.ts';

/** The account page's "Your family's data": a copy of everything the academy keeps about the family, as a ZIP. */
export function FamilyData() {
  const { t, language } = useTranslation();
  const [downloading, setDownloading] = useState(false);

  const download = async () => {
    setDownloading(true);
    try {
      await downloadPrivateFile('/api/ddcAccount/export', `family-data-${new Date().toISOString().slice(0, 10)}.zip`, language);
      notifications.show({ color: 'teal', message: t('user.familyData.downloaded') });
    } catch (error) {
      notifications.show({ color: 'red', title: t('user.familyData.failed'), message: errorMessageOf(error, t) });
    } finally {
      setDownloading(false);
    }
  };

  return (
    <Paper withBorder radius="lg" p="lg" component="section" aria-labelledby="family-data-title" data-testid="family-data">
      <Title order={2} size="h4" id="family-data-title" mb={4}>
        {t('user.familyData.title')}
      </Title>
      <Text size="sm" c="dimmed" mb="md">
        {t('user.familyData.intro')}{' '}
        <Anchor component={Link} to={PRIVACY_PAGE_PATH} size="sm" underline="always">
          {t('user.familyData.privacy')}
        </Anchor>
      </Text>
      <Button radius="xl" variant="light" loading={downloading} onClick={() => void download()}>
        {t('user.familyData.download')}
      </Button>
    </Paper>
  );
}
