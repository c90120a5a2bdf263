import { describe, expect, it } from 'vitest';
import { csvCell, toCsv } from './csv.ts';

describe('CSV exports', () => {
  it('quotes what would break a row, and doubles quotes', () => {
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell(null)).toBe('');
    expect(csvCell(undefined)).toBe('');
    expect(csvCell(12.5)).toBe('12.5');
    expect(csvCell(-3)).toBe('-3');
  });

  it('turns text a spreadsheet would run as a formula into text', () => {
    for (const formula of ['=1+1', '+SUM(A1)', '-2+3', '@cmd', '\t=1', '\r=1']) {
      expect(csvCell(formula).replace(/^"/, '').startsWith("'"), formula).toBe(true);
    }
    expect(csvCell('=HYPERLINK("http://x","y")')).toBe(`"'=HYPERLINK(""http://x"",""y"")"`);
    expect(csvCell('a=b')).toBe('a=b');
  });

  it('writes a header row in the reader language and one line per row', () => {
    const columns = [
      { header: { en: 'Name', cn: '姓名' }, value: (row: { name: string; n: number }) => row.name },
      { header: { en: 'Count', cn: '数量' }, value: (row: { name: string; n: number }) => row.n },
    ];
    expect(toCsv(columns, [{ name: 'Ada', n: 1 }, { name: '陈, 小', n: 2 }], 'cn')).toBe('姓名,数量\r\nAda,1\r\n"陈, 小",2\r\n');
    expect(toCsv(columns, [], 'en')).toBe('Name,Count\r\n');
  });
});
