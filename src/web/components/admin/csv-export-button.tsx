import { useState } from 'react';
import { Button } from '@mantine/core';
import { useTranslation } from '../../i18n/translator.tsx';
import { useLanguage } from '../../i18n/use-language.ts';
import { downloadPrivateFile } from '../../lib/download-private-file.ts';
import { notifications } from '../../lib/toast.ts';
import { queryStringOf } from './use-list-params.ts';

/**
 * Downloads the whole filtered list as CSV: the list's own API path with its filters and
 * `format=csv` (the server writes the file, column names in the reader's language).
 *
 *   <CsvExportButton path="admin/order/list" query={list.query} fileName="orders" />
 */
export function CsvExportButton({ path, query, fileName }: { path: string; query: Record<string, string>; fileName: string }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const [busy, setBusy] = useState(false);

  async function download() {
    setBusy(true);
    try {
      const { pageNum: _page, pageSize: _size, ...filters } = query;
      await downloadPrivateFile(`/api/${path}${queryStringOf({ ...filters, format: 'csv' })}`, `${fileName}.csv`, language);
    } catch {
      notifications.show({ color: 'red', message: t('adminShell.table.exportFailed') });
    } finally {
      setBusy(false);
    }
  }

  return (
    <Button variant="default" onClick={() => void download()} loading={busy}>
      {t('adminShell.table.exportCsv')}
    </Button>
  );
}
