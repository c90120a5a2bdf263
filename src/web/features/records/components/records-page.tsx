import { Badge, Button, Group, Modal, Paper, Select, Skeleton, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from '../../../i18n/translator.tsx';
import { RECORD_KINDS, type RecordDto, type RecordKind } from '../../../../shared/api/records.ts';
import { formatByteSize } from '../../../../shared/byte-size.ts';
import { useFormatters } from '../../../lib/format.ts';
import { FileIcon, RecordIcon } from '../../../components/account-icons.tsx';
import { ListPager, pageSizeOf } from '../../../components/list-pager.tsx';
import { errorMessageOf } from '../../../lib/form-feedback.ts';
import { notifications } from '../../../lib/toast.ts';
import { useLanguage } from '../../../i18n/use-language.ts';
import { recordChildrenQueryOptions } from '../api/get-children.ts';
import { recordsQueryOptions } from '../api/get-records.ts';
import { openRecord } from '../api/open-record.ts';
import classes from './records.module.css';

const RecordPreview = lazy(() => import('./record-preview.tsx'));

const ALL = 'all';
const opensInWindow = (record: RecordDto) => record.file.mime === 'application/pdf' || record.file.mime.startsWith('image/');

/**
 * /user/record: the children's academic records by child and kind, newest first. Opening one asks
 * for a short-lived signed link: PDFs and pictures open in a new window, office files in the
 * online viewer when the academy has one, else docx and xlsx are previewed here and the rest
 * downloaded (spec §5).
 */
export function RecordsPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const [params, setParams] = useSearchParams();
  const childParam = params.get('child');
  const kindParam = params.get('kind');
  const filter = {
    childId: childParam && /^\d+$/.test(childParam) ? Number(childParam) : null,
    kind: (RECORD_KINDS as readonly string[]).includes(kindParam ?? '') ? (kindParam as RecordKind) : null,
    pageNum: Math.max(1, Math.floor(Number(params.get('page'))) || 1),
    pageSize: pageSizeOf(params.get('size')),
  };
  const records = useQuery(recordsQueryOptions(language, filter));
  const children = useQuery(recordChildrenQueryOptions(language));
  const [opening, setOpening] = useState<number | null>(null);
  const [preview, setPreview] = useState<{ url: string; name: string } | null>(null);
  const format = useFormatters();

  const update = (key: string, value: string | null) => {
    const next = new URLSearchParams(params);
    if (value === null || value === ALL) next.delete(key);
    else next.set(key, value);
    if (key !== 'page') next.delete('page');
    setParams(next, { preventScrollReset: true });
  };

  const open = async (record: RecordDto) => {
    // A window opened during the click is never blocked; it is pointed at the file once the link is signed.
    const early = opensInWindow(record) ? window.open('', '_blank') : null;
    setOpening(record.id);
    try {
      const opened = await openRecord(language, record.id);
      if (opened.viewer === 'preview') setPreview({ url: opened.url, name: opened.name });
      else if (opened.viewer === 'download') {
        const link = document.createElement('a');
        link.href = opened.url;
        link.download = opened.name;
        link.click();
      } else if (early) {
        early.opener = null;
        early.location.href = opened.url;
      } else window.open(opened.url, '_blank', 'noopener');
    } catch (error) {
      early?.close();
      notifications.show({ color: 'red', message: errorMessageOf(error, t) });
    } finally {
      setOpening(null);
    }
  };

  return (
    <Stack gap="lg">
      <div>
        <Title order={1} className={classes.title}>
          {t('records.title')}
        </Title>
        <Text c="dimmed" mt={4}>
          {t('records.subtitle')}
        </Text>
      </div>
      <Group gap="sm" align="end" wrap="wrap">
        <Select
          label={t('records.child')}
          data={[{ value: ALL, label: t('records.allChildren') }, ...(children.data ?? []).map((child) => ({ value: String(child.id), label: child.name }))]}
          value={filter.childId === null ? ALL : String(filter.childId)}
          onChange={(value) => update('child', value)}
          allowDeselect={false}
          w={220}
        />
        <Select
          label={t('records.kind')}
          data={[{ value: ALL, label: t('records.allKinds') }, ...RECORD_KINDS.map((kind) => ({ value: kind, label: t(`records.kinds.${kind}`) }))]}
          value={filter.kind ?? ALL}
          onChange={(value) => update('kind', value)}
          allowDeselect={false}
          w={220}
        />
      </Group>

      {records.isPending ? (
        <Stack gap="sm" aria-busy="true">
          {[0, 1, 2].map((index) => (
            <Skeleton key={index} height={88} radius="lg" />
          ))}
        </Stack>
      ) : records.isError ? (
        <Paper withBorder radius="lg" p="xl" role="alert">
          <Stack align="center" gap="sm" ta="center">
            <Text fw={600}>{t('records.loadFailed')}</Text>
            <Text size="sm" c="dimmed">
              {errorMessageOf(records.error, t)}
            </Text>
            <Button variant="light" radius="xl" onClick={() => void records.refetch()}>
              {t('common.retry')}
            </Button>
          </Stack>
        </Paper>
      ) : records.data.list.length === 0 ? (
        <Paper withBorder radius="lg" p={{ base: 'lg', sm: 48 }} className={classes.empty} data-testid="records-empty">
          <Stack align="center" gap="md" ta="center" maw={460} mx="auto">
            <ThemeIcon size={64} radius="xl" variant="light" color="navy">
              <RecordIcon size={30} />
            </ThemeIcon>
            <Title order={2} size="h3">
              {filter.childId !== null || filter.kind !== null ? t('records.emptyFilteredTitle') : t('records.emptyTitle')}
            </Title>
            <Text c="dimmed">{t('records.emptyBody')}</Text>
          </Stack>
        </Paper>
      ) : (
        <Stack gap="lg" aria-busy={records.isPlaceholderData}>
          <ul className={classes.list} data-testid="record-list">
            {records.data.list.map((record) => (
              <li key={record.id}>
                <Paper withBorder radius="lg" p="md" className={classes.record} data-testid="record">
                  <ThemeIcon size={44} radius="md" variant="light" color="navy" aria-hidden="true">
                    <FileIcon size={22} />
                  </ThemeIcon>
                  <div className={classes.recordBody}>
                    <Group gap={6}>
                      <Badge variant="light" color="navy" radius="sm">
                        {t(`records.kinds.${record.kind}`)}
                      </Badge>
                      {record.term && (
                        <Text size="xs" c="dimmed">
                          {record.term}
                        </Text>
                      )}
                    </Group>
                    <Text fw={700} mt={4}>
                      {record.title}
                    </Text>
                    <Text size="sm" c="dimmed">
                      {record.childName} · {format.dayOf(record.createTime)} · {record.file.name} ({formatByteSize(record.file.size)})
                    </Text>
                  </div>
                  <Button
                    variant="light"
                    radius="xl"
                    loading={opening === record.id}
                    onClick={() => void open(record)}
                    aria-label={t('records.openNamed', { title: record.title })}
                    data-testid="open-record"
                  >
                    {t('records.open')}
                  </Button>
                </Paper>
              </li>
            ))}
          </ul>
          <ListPager
            total={records.data.total}
            pageNum={filter.pageNum}
            pageSize={filter.pageSize}
            onPageChange={(page) => update('page', String(page))}
            onPageSizeChange={(size) => update('size', String(size))}
            totalLabel={t('records.total', { count: records.data.total })}
          />
        </Stack>
      )}

      <Modal
        opened={preview !== null}
        onClose={() => setPreview(null)}
        title={preview?.name}
        size="xl"
        radius="lg"
       
        styles={{ title: { fontWeight: 700 } }}
      >
        {preview && (
          <Suspense fallback={null}>
            <RecordPreview url={preview.url} name={preview.name} />
          </Suspense>
        )}
      </Modal>
    </Stack>
  );
}
