import type { TNormTable } from '@putt/contract/norms';
import { bandOf } from '../../scoring/engine/norm-scores.js';
import { STANDARD_BANDS } from '../../scoring/norm-tables.js';
import { fill } from '../content/report-labels.js';
import { footPages, reportDocument, toBuffer } from '../pdf/page-kit.js';
import { reportWords } from '../student/report-data.js';
import type { TeacherReportData } from './class-summary.js';
import {
  classProfilePage,
  counsellingNotesPage,
  groupsAndTopsPage,
  studentPages,
  STUDENT_ROWS_PER_PAGE,
  teacherCover,
  type TeacherContext,
} from './teacher-pages.js';

/** The teacher report's pages for a class of `students`: four, and one per 30 students. */
export const teacherReportPages = (students: number) =>
  4 + Math.max(1, Math.ceil(students / STUDENT_ROWS_PER_PAGE));

/**
 * A class's homeroom-teacher report (issue 23) as a PDF: the class's profile against the norm and
 * its distribution by band, group means, students by their highest area, every student's two
 * highest and lowest areas with what to know first, and notes for the counselling sessions.
 */
export async function renderTeacherReport(
  data: TeacherReportData,
  bands: TNormTable['bands'] = STANDARD_BANDS,
): Promise<Buffer> {
  const context: TeacherContext = {
    ...reportWords(data.language, data.instrument),
    data,
    bandOfT: (t) => bandOf(t, bands),
  };
  const doc = reportDocument(`${data.classLabel} — ${data.testName}`, context.labels.company);
  teacherCover(doc, context);
  classProfilePage(doc, context);
  groupsAndTopsPage(doc, context);
  studentPages(doc, context);
  counsellingNotesPage(doc, context);
  footPages(doc, `${data.classLabel} · ${data.testName}`, (page, total) =>
    fill(context.labels.page, { page, total }),
  );
  return toBuffer(doc);
}
