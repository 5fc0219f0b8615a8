import type { TMyEnrolment, TOpenCohort } from '@putt/contract/expert-courses';

/** Unit tests only: the cohorts and enrolments the pages' tests answer with. */
export const COHORT_ID = '0b9d4c8e-7f3a-4d2b-9a61-2f5e8c1d3a40';

export const openCohort = (over: Partial<TOpenCohort> = {}): TOpenCohort => ({
  id: COHORT_ID,
  course: 'beginner',
  name: '2027년 1기',
  place: '대전 본원 3층 강의실',
  startsOn: '20270105',
  endsOn: '20270107',
  seats: 16,
  seatsLeft: 3,
  price: 450000,
  hours: 15,
  meetings: [
    { date: '20270105', time: '10:00', hours: 5 },
    { date: '20270106', time: '10:00', hours: 5 },
    { date: '20270107', time: '13:00', hours: 5 },
  ],
  ...over,
});

export const enrolment = (over: Partial<TMyEnrolment> = {}): TMyEnrolment => {
  const {
    seats: _seats,
    seatsLeft: _left,
    ...cohort
  } = openCohort({ course: 'advanced', name: '2026년 2기' });
  return {
    id: 'e1',
    status: 'completed',
    appliedAt: Date.UTC(2026, 4, 1, 3, 0),
    cohort: { ...cohort, hours: 30 },
    reason: '',
    attendedHours: 27,
    exams: { written: 82, practical: null },
    certificate: {
      number: 'P2-2026-00012',
      kind: 'level2',
      holderName: '김하늘',
      issuedAt: Date.UTC(2026, 5, 30, 3, 0),
      revokedAt: null,
      fileId: 'file-1',
    },
    ...over,
  };
};

/** The catalogue's won format, which the shared money formatter reads. */
export const catalogueStrings = { format: { won: '{{value}}원' } };
