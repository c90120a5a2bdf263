import type { FastifyReply } from 'fastify';
import type { Language } from '../../shared/language.ts';

/**
 * CSV exports of the back office's lists (RFC 4180). A cell that a spreadsheet would read as a
 * formula (`=`, `+`, `-`, `@`, or a tab or carriage return before one) gets a leading apostrophe,
 * so that a parent's name like `=HYPERLINK(...)` stays text when staff open the file.
 */
export type CsvValue = string | number | boolean | null | undefined;

export interface CsvColumn<T> {
  header: Record<Language, string>;
  value: (row: T) => CsvValue;
}

const FORMULA_START = /^[=+\-@\t\r]/;

export function csvCell(value: CsvValue): string {
  if (value === null || value === undefined) return '';
  let text = String(value);
  if (typeof value === 'string' && FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function toCsv<T>(columns: readonly CsvColumn<T>[], rows: readonly T[], language: Language): string {
  const lines = [columns.map((column) => csvCell(column.header[language])), ...rows.map((row) => columns.map((column) => csvCell(column.value(row))))];
  return `${lines.map((cells) => cells.join(',')).join('\r\n')}\r\n`;
}

/** Sends a CSV download; the byte-order mark makes spreadsheet programs read Chinese as UTF-8. */
export function sendCsv(reply: FastifyReply, name: string, csv: string) {
  const safeName = name.replace(/[^\w.-]/g, '_');
  return reply
    .header('cache-control', 'no-store')
    .header('content-disposition', `attachment; filename="${safeName}.csv"`)
    .type('text/csv; charset=utf-8')
    .send(`\uFEFF${csv}`);
}
