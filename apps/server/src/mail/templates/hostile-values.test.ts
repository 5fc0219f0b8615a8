import { readdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { accountInactiveMail } from './account-inactive.js';
import { activityConfirmedMail } from './activity-confirmed.js';
import { certificateIssuedMail } from './certificate-issued.js';
import { classResultsMail } from './class-results.js';
import { counsellingBookedMail, type CounsellingNotice } from './counselling-booked.js';
import { counsellingReminderMail } from './counselling-reminder.js';
import { courseEnrolmentMail } from './course-enrolment.js';
import { courseDecisionMail } from './course-decision.js';
import { erasureDeclinedMail } from './erasure-declined.js';
import { erasureDoneMail } from './erasure-done.js';
import { inquiryAnswerMail } from './inquiry-answer.js';
import { newInquiryMail } from './new-inquiry.js';
import { orderClosedMail } from './order-closed.js';
import { orderReceivedMail } from './order-received.js';
import { orgOrderApprovedMail } from './org-order-approved.js';
import { organisationApprovedMail } from './organisation-approved.js';
import { organisationRejectedMail } from './organisation-rejected.js';
import { paymentConfirmedMail } from './payment-confirmed.js';
import { projectLinkMail } from './project-link.js';
import { quotationSentMail } from './quotation-sent.js';
import type { Lang } from '@putt/contract/lang';
import type { RenderedMail } from './render.js';
import { reportReadyMail } from './report-ready.js';
import { retestMail } from './retest-requested.js';
import { staffPasswordResetMail } from './staff-password-reset.js';
import { temporaryPasswordMail } from './temporary-password.js';

// The gate of issue 24 on e-mail: what customers type (names, school and class names, inquiries,
// reasons) reaches mails; in every template it must stay text: no tag but the template's own, no
// attribute it did not write, and no line break in a subject (a header of its own).

const corpus = [
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '"><svg onload=alert(1)>',
  "'; background:url(javascript:alert(1)); '",
  '<a href="javascript:alert(1)">눌러 주세요</a>',
  '김하늘\r\nBcc: evil@example.com',
  '{{constructor.constructor("alert(1)")()}}',
  '\u202Egpj.exe',
];

const account = (v: string) => ({ bank: v, number: v, holder: v });
const counselling = (v: string, type: CounsellingNotice['type']): CounsellingNotice => ({
  examineeName: v,
  startsAt: new Date('2026-12-03T06:00:00Z'),
  minutes: 40,
  type,
  place: v,
  meetingUrl: `https://x/${v}`,
  counsellorName: v,
  reason: v,
  link: `https://x/${v}`,
});

/** Every template, each string a customer or staff could have typed set to `v`. */
const templates: Record<string, (lang: Lang, v: string) => RenderedMail> = {
  'account-inactive': (lang, v) =>
    accountInactiveMail(lang, { uid: v, eraseOn: v, origin: `https://x/${v}` }),
  'activity-confirmed': (lang, v) =>
    activityConfirmedMail(lang, {
      orgName: v,
      orderName: v,
      programme: v,
      persons: 30,
      meetings: [{ date: '20261203', time: '13:00', hours: 2 }],
      place: v,
      instructorName: v,
      teamSize: 4,
      notes: v,
      link: `https://x/${v}`,
    }),
  'certificate-issued': (lang, v) =>
    certificateIssuedMail(lang, {
      name: v,
      cohort: v,
      title: v,
      number: v,
      verifyLink: `https://x/${v}`,
      link: `https://x/${v}`,
    }),
  'class-results': (lang, v) =>
    classResultsMail(lang, {
      className: v,
      testName: v,
      released: 3,
      held: 1,
      reports: { link: `https://x/${v}` },
    }),
  'counselling-booked': (lang, v) => counsellingBookedMail(lang, counselling(v, 'offline'), true),
  'counselling-reminder': (lang, v) => counsellingReminderMail(lang, counselling(v, 'online')),
  'erasure-done': (lang, v) => erasureDoneMail(lang, { requestedOn: v, doneOn: v, examinees: 3 }),
  'erasure-declined': (lang, v) => erasureDeclinedMail(lang, { requestedOn: v, reason: v }),
  'course-enrolment': (lang, v) =>
    courseEnrolmentMail(lang, {
      name: v,
      cohort: v,
      price: 200_000,
      depositName: v,
      bankAccount: account(v),
      link: `https://x/${v}`,
    }),
  'course-decision': (lang, v) =>
    courseDecisionMail(
      lang,
      { name: v, cohort: v, firstMeeting: v, place: v, reason: v, link: `https://x/${v}` },
      v.length % 2 === 0,
    ),
  'inquiry-answer': (lang, v) => inquiryAnswerMail(lang, { name: v, question: v, answer: `${v}\n${v}` }),
  'new-inquiry': (_lang, v) =>
    newInquiryMail({ kind: 'individual', id: v, from: v, phone: v, content: v, attachment: v }),
  'order-closed': (lang, v) => orderClosedMail(lang, { outcome: 'rejected', orderName: v, reason: v }),
  'order-received': (lang, v) =>
    orderReceivedMail(lang, {
      orderName: v,
      total: 160_000,
      depositName: v,
      bankDate: '20261201',
      testDate: '20261205',
      account: account(v),
    }),
  'org-order-approved': (lang, v) =>
    orgOrderApprovedMail(lang, { orderName: v, quotationNo: v, hasTest: true, myPageUrl: `https://x/${v}` }),
  'organisation-approved': (lang, v) =>
    organisationApprovedMail(lang, {
      name: v,
      orgId: v,
      adminUid: v,
      password: v,
      loginUrl: `https://x/${v}`,
    }),
  'organisation-rejected': (lang, v) => organisationRejectedMail(lang, { name: v, orgId: v, reason: v }),
  'payment-confirmed': (lang, v) =>
    paymentConfirmedMail(lang, {
      orderName: v,
      paidAmount: 11_000,
      paidDate: '20261201',
      myPageUrl: `https://x/${v}`,
      organisation: true,
    }),
  'project-link': (lang, v) =>
    projectLinkMail(lang, {
      orgName: v,
      className: v,
      testName: v,
      link: `https://x/${v}`,
      start: '20261201',
      end: '20261205',
      codes: [{ num: 1, name: v, code: v }],
      sheetAttached: true,
    }),
  'quotation-sent': (lang, v) =>
    quotationSentMail(lang, {
      orgName: v,
      orderName: v,
      quotationNo: v,
      total: 11_000,
      bankDate: '20261201',
      account: account(v),
      myPageUrl: `https://x/${v}`,
    }),
  'report-ready': (lang, v) =>
    reportReadyMail(lang, { name: v, testName: v, link: `https://x/${v}`, openUntil: '20261231' }),
  'retest-requested': (lang, v) =>
    retestMail(lang, { name: v, num: 2, className: v, testName: v, link: `https://x/${v}` }),
  'staff-password-reset': (lang, v) => staffPasswordResetMail(lang, { uid: v, orgId: v }, v),
  'temporary-password': (lang, v) => temporaryPasswordMail(lang, v, v),
};

/** The tags a template writes itself (render.ts). */
const ownTags = new Set(['!doctype', 'html', 'body', 'h1', 'p', '/h1', '/p', '/body', '/html']);

describe('mail templates with hostile values', () => {
  it('cover every template in this folder', () => {
    const here = dirname(fileURLToPath(import.meta.url));
    const files = readdirSync(here)
      .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts') && file !== 'render.ts')
      .map((file) => file.replace(/\.ts$/, ''));
    expect(Object.keys(templates).sort()).toEqual(files.sort());
  });

  it.each(Object.keys(templates))('%s keeps every value as text', (name) => {
    for (const lang of ['ko', 'en'] as const) {
      for (const value of corpus) {
        const mail = templates[name]!(lang, value);
        const tags = [...mail.html.matchAll(/<\s*(\/?[!a-z0-9]+)/gi)].map((match) => match[1]!.toLowerCase());
        expect(
          tags.filter((tag) => !ownTags.has(tag)),
          `${lang} ${value}`,
        ).toEqual([]);
        // the only attributes are the template's own inline styles
        const attributes = [...mail.html.matchAll(/<[a-z0-9]+\s+([a-z-]+)=/gi)].map((match) => match[1]);
        expect(new Set(attributes), `${lang} ${value}`).toEqual(new Set(attributes.length ? ['style'] : []));
        expect(mail.html).not.toMatch(/<[^>]*\son[a-z]+=/i);
        expect(mail.subject, `${lang} ${value}`).not.toMatch(/[\r\n]/);
      }
    }
  });
});
