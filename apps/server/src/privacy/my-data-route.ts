import type { FastifyInstance } from 'fastify';
import { ZipFile } from 'yazl';
import { memberIdOf } from '../auth/actor.js';
import { documentReader } from '../auth/document-reader.js';
import { writeAudit } from '../audit/write-audit.js';
import type { Database } from '../db/client.js';
import { AppError } from '../errors/app-error.js';
import { sendPrivateAttachment } from '../files/send-attachment.js';
import type { FileStore } from '../files/file-store.js';
import { ErrorCode } from '@putt/contract/errors';
import { MY_DATA_PATH } from '@putt/contract/privacy';
import { memberData } from './member-data.js';

/** What the archive holds and how to read it, in both languages, beside the data. */
const README = `내 개인정보 (창의인재연구소)
- data.json: 회원 정보, 주문과 결제, 응시자 정보, 검사 동의, 응답, 결과, 상담 기록, 전문가 과정 신청 (UTF-8 JSON)
- reports/: 결과 보고서 PDF
삭제된 응시자의 정보는 더 이상 보관하지 않으므로 들어 있지 않습니다.

My personal data (Creative Talent Institute)
- data.json: account, orders and payments, examinees, consents, answers, results, counselling notes, course applications (UTF-8 JSON)
- reports/: the result reports as PDFs
Examinees already erased are no longer held and are not included.
`;

/**
 * GET /documents/my-data.zip: everything held about the signed-in individual member and their
 * examinees (PIPA Art. 35: a person's right to see their data), as a readable JSON with the report
 * PDFs. Individuals only (an organisation's data is the school's, who holds it as controller);
 * within the documents' hourly limit; written to the audit log.
 */
export function registerMyDataRoute(app: FastifyInstance, deps: { database: Database; files: FileStore }) {
  app.get(MY_DATA_PATH, async (request, reply) => {
    const db = deps.database.db;
    const reader = await documentReader(db, request);
    if (reader.role === 'visitor') throw new AppError(ErrorCode.AUTH_ERROR, 'Sign in first');
    if (reader.role !== 'individual') {
      throw new AppError(ErrorCode.PERMISSION_DENIED, 'Individual members only');
    }
    const memberId = memberIdOf(reader);
    const { document, pdfs } = await memberData(db, memberId);
    await writeAudit(
      db,
      { actor: reader, request, operation: 'downloadMyData' },
      { kind: 'view', targetType: 'member', targetId: memberId, detail: { reports: pdfs.length } },
    );
    const zip = new ZipFile();
    zip.addBuffer(Buffer.from(README), 'README.txt');
    zip.addBuffer(Buffer.from(JSON.stringify(document, null, 2)), 'data.json');
    for (const pdf of pdfs) {
      const bytes = await deps.files.get(pdf.fileId);
      if (bytes) zip.addBuffer(bytes, pdf.entry, { compress: false });
    }
    zip.end();
    return sendPrivateAttachment(reply, {
      type: 'application/zip',
      name: 'my-data.zip',
      body: zip.outputStream,
    });
  });
}
