import type { TAdminCounsellingDetail, TAdminCounsellingRow } from '@putt/contract/admin/counselling';
import type { StaffRole } from '@putt/contract/admin/common';

export const SESSION_ID = '3f0c6a52-8d1e-4c1b-9a57-2f7e3c9b1d04';

/** Unit tests only: a session as the list answers it (booked Tuesday 10 March 2026, 14:00 in Korea). */
export const row = (over: Partial<TAdminCounsellingRow> = {}): TAdminCounsellingRow => ({
  id: SESSION_ID,
  status: 'booked',
  examineeName: '김하늘',
  customer: '김구매',
  orderSK: 'order-1',
  level: 'E',
  minutes: 60,
  requestedDate: '20260310',
  requestedType: 'offline',
  startsAt: Date.UTC(2026, 2, 10, 5, 0),
  type: 'offline',
  counsellor: { staffId: 'coach.kim', name: '김상담' },
  ...over,
});

/** Unit tests only: the same session as the detail page reads it. */
export const detail = (over: Partial<TAdminCounsellingDetail> = {}): TAdminCounsellingDetail => ({
  ...row(),
  place: '대전 본원 2층 상담실',
  meetingUrl: '',
  notes: { goalStrategy: '', actionPlan: '', experienceBoard: '' },
  summary: '',
  examinee: { dob: '20150505', gender: 'f', schoolInfo: '한빛초등학교' },
  contactEmail: 'parent@example.com',
  guardian: { name: '김보호', relationship: '부', phone: '010-1234-5678' },
  reports: [{ id: 'report-1', testName: 'PUTT 다재능검사 (초등)' }],
  history: [
    {
      at: Date.UTC(2026, 2, 1, 0),
      status: 'waiting',
      startsAt: null,
      by: null,
      counsellorName: null,
      reason: '',
    },
    {
      at: Date.UTC(2026, 2, 2, 1),
      status: 'booked',
      startsAt: Date.UTC(2026, 2, 10, 5, 0),
      by: 'op.lee',
      counsellorName: '김상담',
      reason: '',
    },
  ],
  ...over,
});

export const counsellors = {
  items: [
    { staffId: 'coach.kim', name: '김상담', expertCourse: 'growth' as const },
    { staffId: 'coach.park', name: '박상담', expertCourse: 'advanced' as const },
  ],
};

export const sessionOf = (role: StaffRole, staffId = role === 'counsellor' ? 'coach.kim' : 'op.lee') => ({
  staff: { staffId, name: '직원', role },
});
