import type { Language } from '../../../shared/language.ts';
import { notoFonts } from './noto-fonts.ts';

/** What a progress report prints (issue 29): the teacher's words about one child in one course. */
export interface ProgressReportContent {
  academyName: string;
  childName: string;
  courseName: string;
  teacherName: string;
  /** The course's dates, as the family reads them, e.g. "1 September 2026 – 31 January 2027". */
  term: string;
  releasedAt: Date;
  text: string;
  timeZone: string;
}

const LABELS = {
  en: { title: 'Progress report', student: 'Student', course: 'Course', teacher: 'Teacher', term: 'Term', issued: 'Issued' },
  cn: { title: '学习报告', student: '学员', course: '课程', teacher: '教师', term: '学期', issued: '发布日期' },
} as const;

/** The name of the file a report downloads as, e.g. `progress-report-42.pdf`. */
export const progressReportFileName = (reportId: number) => `progress-report-${reportId}.pdf`;

/** A progress report as an A4 PDF in the family's language. */
export async function renderProgressReportPdf(content: ProgressReportContent, language: Language): Promise<Buffer> {
  const [{ default: PDFDocument }, { regular, bold }] = await Promise.all([import('pdfkit'), notoFonts()]);
  const labels = LABELS[language];
  const locale = language === 'cn' ? 'zh-CN' : 'en-GB';
  const doc = new PDFDocument({
    size: 'A4',
    margin: 56,
    lang: language === 'cn' ? 'zh-CN' : 'en',
    info: { Title: `${labels.title}: ${content.childName}`, Author: content.academyName, Subject: content.courseName },
  });
  doc.registerFont('regular', regular);
  doc.registerFont('bold', bold);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const finished = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;
  const ink = '#1f2937';
  const muted = '#6b7280';
  const accent = '#1e3a5f';

  doc.font('bold').fontSize(18).fillColor(accent).text(content.academyName, left, 56, { width: width * 0.6 });
  doc.font('bold').fontSize(20).fillColor(ink).text(labels.title, left, 56, { width, align: 'right' });
  let y = doc.y + 18;
  doc.moveTo(left, y).lineTo(left + width, y).lineWidth(1).strokeColor(accent).stroke();
  y += 16;

  const issued = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: content.timeZone }).format(content.releasedAt);
  const facts: [string, string][] = [
    [labels.student, content.childName],
    [labels.course, content.courseName],
    [labels.teacher, content.teacherName],
    [labels.term, content.term],
    [labels.issued, issued],
  ];
  const labelWidth = 100;
  for (const [label, value] of facts) {
    if (!value) continue;
    doc.font('regular').fontSize(10).fillColor(muted).text(label, left, y, { width: labelWidth });
    doc.fillColor(ink).text(value, left + labelWidth, y, { width: width - labelWidth });
    y = Math.max(doc.y, y + 14) + 4;
  }
  y += 18;

  // The teacher's words, paragraph by paragraph; pdfkit turns the page when they run long.
  doc.font('regular').fontSize(11.5).fillColor(ink);
  doc.text(content.text.replace(/\r\n/g, '\n'), left, y, { width, lineGap: 4, paragraphGap: 8 });
  doc.end();
  return finished;
}
