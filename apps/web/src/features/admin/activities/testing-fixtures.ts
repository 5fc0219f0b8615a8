import type { TAdminActivityDetail, TAdminActivityRow } from '@putt/contract/admin/activity-runs';

export const RUN_ID = '7b8c9d0e-1f2a-4b3c-8d4e-5f6a7b8c9d0e';
export const ORDER_SK = 'order-1';

/** Unit tests only: a run as the list answers it, planned and confirmed. */
export const row = (over: Partial<TAdminActivityRow> = {}): TAdminActivityRow => ({
  id: RUN_ID,
  orderSK: ORDER_SK,
  orderName: '2027 진로 주간',
  productType: 'activity_putt_m',
  productName: 'PUTT 재능 탐색 활동 (중등)',
  persons: 120,
  status: 'confirmed',
  place: '한빛중학교 강당',
  instructorName: '김상담',
  organisation: '한빛중학교',
  startsOn: '20990312',
  endsOn: '20990319',
  ...over,
});

/** Unit tests only: a PUTT run (teams of 4, 4 hours) in planning, with a plan saved. */
export const detail = (over: Partial<TAdminActivityDetail> = {}): TAdminActivityDetail => ({
  id: RUN_ID,
  orderSK: ORDER_SK,
  orderName: '2027 진로 주간',
  productType: 'activity_putt_m',
  productName: 'PUTT 재능 탐색 활동 (중등)',
  persons: 120,
  status: 'planning',
  place: '한빛중학교 강당',
  instructorName: '김상담',
  instructor: 'coach.kim',
  teamSize: 4,
  notes: '실내화를 준비해 주세요.',
  meetings: [
    { date: '20990312', time: '09:00', hours: 2 },
    { date: '20990319', time: '13:30', hours: 2 },
  ],
  confirmedAt: null,
  deliveredAt: null,
  organisation: '한빛중학교',
  contactEmail: 'teacher@hanbit.example',
  contactName: '이담임',
  contactPhone: '010-2222-3333',
  programmeHours: 4,
  teamSizes: [4, 4],
  ...over,
});

/** Unit tests only: a run just opened, nothing planned. */
export const unplanned = (over: Partial<TAdminActivityDetail> = {}): TAdminActivityDetail =>
  detail({
    place: '',
    instructor: null,
    instructorName: null,
    teamSize: null,
    notes: '',
    meetings: [],
    ...over,
  });

export const instructors = {
  items: [
    { staffId: 'coach.kim', name: '김상담', expertCourse: 'beginner' as const },
    { staffId: 'coach.park', name: '박강사', expertCourse: 'advanced' as const },
  ],
};
