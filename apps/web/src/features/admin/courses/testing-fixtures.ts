import type {
  TAdminCohortDetail,
  TAdminCohortRow,
  TAdminEnrolment,
} from '@putt/contract/admin/expert-courses';

export const COHORT_ID = '6a1f3c2e-4b5d-4e8f-9a0b-1c2d3e4f5a6b';
export const APPLIED_ID = '0b1c2d3e-4f5a-4b6c-8d7e-9f0a1b2c3d4e';
export const CONFIRMED_ID = '1c2d3e4f-5a6b-4c7d-8e9f-0a1b2c3d4e5f';
export const OTHER_ID = '2d3e4f5a-6b7c-4d8e-9f0a-1b2c3d4e5f6a';
/** a meeting long past (attendance may be taken) and one far ahead (not yet) */
export const PAST_MEETING = '3e4f5a6b-7c8d-4e9f-8a1b-2c3d4e5f6a7b';
export const LATER_MEETING = '4f5a6b7c-8d9e-4f0a-9b2c-3d4e5f6a7b8c';

/** Unit tests only: a cohort as the list answers it. */
export const row = (over: Partial<TAdminCohortRow> = {}): TAdminCohortRow => ({
  id: COHORT_ID,
  course: 'advanced',
  name: '2027년 1기',
  place: '대전 본원 3층 강의실',
  startsOn: '20270109',
  endsOn: '20270206',
  seats: 16,
  held: 5,
  waiting: 2,
  status: 'open',
  ...over,
});

/** Unit tests only: one enrolment. */
export const enrolment = (over: Partial<TAdminEnrolment> = {}): TAdminEnrolment => ({
  id: APPLIED_ID,
  status: 'applied',
  appliedAt: Date.UTC(2026, 11, 1, 3),
  name: '김하나',
  uid: 'hana01',
  organisation: null,
  email: 'hana@example.com',
  phone: '010-1234-5678',
  careerYears: 3,
  doctorate: false,
  career: '중학교 진로상담 3년',
  priorCertificate: 'PB-2025-00007',
  certificateOnFile: 'PB-2025-00007',
  evidence: { id: 'file-1', name: '경력증명서.pdf' },
  deposit: { name: '김하나', date: '20261202' },
  reason: '',
  attended: [],
  written: null,
  practical: null,
  certificate: null,
  ...over,
});

/** Unit tests only: an advanced cohort running, with an enrolment waiting and one confirmed. */
export const detail = (over: Partial<TAdminCohortDetail> = {}): TAdminCohortDetail => ({
  ...row({ status: 'running', startsOn: '20200109', endsOn: '20990206' }),
  hours: 30,
  price: 250_000,
  meetings: [
    { id: PAST_MEETING, date: '20200109', time: '10:00', hours: 8 },
    { id: '5a6b7c8d-9e0f-4a1b-8c3d-4e5f6a7b8c9d', date: '20200110', time: '09:30', hours: 7 },
    { id: '6b7c8d9e-0f1a-4b2c-9d4e-5f6a7b8c9d0e', date: '20990205', time: '10:00', hours: 8 },
    { id: LATER_MEETING, date: '20990206', time: '09:30', hours: 7 },
  ],
  enrolments: [
    enrolment(),
    enrolment({
      id: CONFIRMED_ID,
      status: 'confirmed',
      name: '이두리',
      uid: 'duri02',
      certificateOnFile: null,
      priorCertificate: '',
      attended: [PAST_MEETING],
      written: 72,
    }),
    enrolment({ id: OTHER_ID, status: 'confirmed', name: '박세나', uid: 'sena03', attended: [] }),
  ],
  ...over,
});
