import { Alert, Loader, Stack, Table, Text } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../../i18n/translator.tsx';
import classes from './records.module.css';

type CellValue = string | number | boolean | Date | null;
type Preview = { kind: 'docx' } | { kind: 'sheet'; rows: CellValue[][] };

/** The most spreadsheet rows a preview shows; the file itself has them all. */
const MAX_ROWS = 200;

/**
 * A docx or xlsx shown in the page when there is no online office viewer (spec §5): docx-preview
 * draws the document, read-excel-file reads the first sheet into a table. Both load only here.
 */
export default function RecordPreview({ url, name }: { url: string; name: string }) {
  const { t } = useTranslation();
  const container = useRef<HTMLDivElement>(null);
  const [preview, setPreview] = useState<Preview | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let cancelled = false;
    (async () => {
      const response = await fetch(url);
      if (!response.ok) throw new Error(`preview ${response.status}`);
      const blob = await response.blob();
      if (name.toLowerCase().endsWith('.xlsx')) {
        const { readSheet } = await import('read-excel-file/browser');
        const rows = (await readSheet(blob)) as CellValue[][];
        if (!cancelled) setPreview({ kind: 'sheet', rows: rows.slice(0, MAX_ROWS) });
        return;
      }
      const { renderAsync } = await import('docx-preview');
      if (cancelled || !container.current) return;
      await renderAsync(blob, container.current, undefined, { inWrapper: false, ignoreWidth: true, breakPages: false });
      if (!cancelled) setPreview({ kind: 'docx' });
    })().catch(() => !cancelled && setFailed(true));
    return () => {
      cancelled = true;
    };
  }, [url, name]);

  if (failed) {
    return (
      <Alert color="red" variant="light" role="alert">
        {t('records.previewFailed')}
      </Alert>
    );
  }
  return (
    <Stack gap="sm">
      {!preview && (
        <Stack align="center" p="lg">
          <Loader size="sm" aria-label={t('records.previewLoading')} />
        </Stack>
      )}
      <div ref={container} className={classes.docx} data-testid="record-preview" hidden={preview?.kind === 'sheet'} />
      {preview?.kind === 'sheet' &&
        (preview.rows.length === 0 ? (
          <Text c="dimmed">{t('records.sheetEmpty')}</Text>
        ) : (
          <Table.ScrollContainer minWidth={320}>
            <Table striped withTableBorder withColumnBorders data-testid="record-sheet">
              <Table.Tbody>
                {preview.rows.map((row, rowIndex) => (
                  <Table.Tr key={rowIndex}>
                    {row.map((cell, cellIndex) => (
                      <Table.Td key={cellIndex}>{cell instanceof Date ? cell.toISOString().slice(0, 10) : String(cell ?? '')}</Table.Td>
                    ))}
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        ))}
    </Stack>
  );
}
