import type { ReactNode } from 'react';
import { Anchor, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from '../../i18n/translator.tsx';

/**
 * The frame of every back-office page: a back link when the page is a detail, the page's one
 * `h1`, a line that says what it is for, the page's actions on the right, then its content.
 *
 *   <AdminPage title={t('adminOrders.title')} description={…} actions={<CsvExportButton …/>}>…</AdminPage>
 */
interface AdminPageProps {
  title: ReactNode;
  /** The browser tab's title, when `title` is not plain text. */
  documentTitle?: string;
  description?: ReactNode;
  actions?: ReactNode;
  back?: { href: string; label: string };
  children: ReactNode;
}

export function AdminPage({ title, documentTitle, description, actions, back, children }: AdminPageProps) {
  const { t } = useTranslation();
  const tabTitle = documentTitle ?? (typeof title === 'string' ? title : undefined);
  return (
    <Stack gap="lg">
      <title>{tabTitle ? `${tabTitle} · ${t('adminShell.title')}` : t('adminShell.title')}</title>
      {back && (
        <Anchor component={Link} to={back.href} size="sm" w="fit-content">
          ← {back.label}
        </Anchor>
      )}
      <Group justify="space-between" align="flex-end" wrap="wrap" gap="md">
        <Stack gap={4}>
          <Title order={1} fz={{ base: 24, sm: 28 }}>
            {title}
          </Title>
          {description && (
            <Text c="dimmed" size="sm">
              {description}
            </Text>
          )}
        </Stack>
        {actions && <Group gap="sm">{actions}</Group>}
      </Group>
      {children}
    </Stack>
  );
}
