import { fill } from '../content/report-labels.js';
import { footPages, reportDocument, toBuffer } from '../pdf/page-kit.js';
import { STANDARD_BANDS } from '../../scoring/norm-tables.js';
import { groupsPage, profilePage, studentCover } from './front-pages.js';
import { counsellingPage, explorePage, readingPage, scalesPage, strengthsPage } from './detail-pages.js';
import { reportContext, type StudentReportData } from './report-data.js';

/** The pages of the student report (spec-1 §1: A4, 8 pages), in order. */
export const STUDENT_REPORT_PAGES = 8;

/**
 * One student's report as a PDF: eight A4 pages built from the result and the content files of
 * its language, the Korean font embedded, every page footed with the name and "n / 8".
 */
export async function renderStudentReport(
  data: StudentReportData,
  bands: readonly { id: string; min: number; max: number }[] = STANDARD_BANDS,
): Promise<Buffer> {
  const context = reportContext(data);
  const doc = reportDocument(`${data.name} — ${data.testName}`, context.labels.company);
  studentCover(doc, context);
  profilePage(doc, context);
  groupsPage(doc, context);
  scalesPage(doc, context);
  strengthsPage(doc, context);
  explorePage(doc, context);
  counsellingPage(doc, context);
  readingPage(doc, context, bands);
  footPages(doc, `${data.name} · ${data.testName}`, (page, total) =>
    fill(context.labels.page, { page, total }),
  );
  return toBuffer(doc);
}
