import type { TAdminCohortDetail } from '@putt/contract/admin/expert-courses';
import { ApiError } from '@putt/contract/client';
import { ErrorCode } from '@putt/contract/errors';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderAt } from '../../../testing/render-at';
import strings from './i18n/ko.json';
import admin from '../i18n/ko.json';
import CourseDetailPage from './course-detail-page';
import {
  APPLIED_ID,
  COHORT_ID,
  CONFIRMED_ID,
  detail,
  enrolment,
  OTHER_ID,
  PAST_MEETING,
} from './testing-fixtures';

const call = vi.hoisted(() => vi.fn());
vi.mock('../../../api/client', async (original) => ({ ...(await original<object>()), api: { call } }));
const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('../../../ui/toast', () => ({ toast }));
// happy-dom has no FontFaceSet; the reason dialogs' autosizing textareas listen to it
if (!('fonts' in document)) {
  Object.defineProperty(document, 'fonts', {
    configurable: true,
    value: { addEventListener: () => {}, removeEventListener: () => {} },
  });
}

function serve(
  cohort: TAdminCohortDetail | (() => never),
  answer: (name: string) => unknown = () => ({ message: 'success' }),
) {
  call.mockImplementation(async (name: string) => {
    if (name === 'adminGetCohort') return typeof cohort === 'function' ? cohort() : cohort;
    return answer(name);
  });
}

const open = () =>
  renderAt(`/Admin/Courses/${COHORT_ID}`, '/Admin/Courses/:id', <CourseDetailPage />, {
    admin,
    admin_courses: strings,
  });

const rowOf = (name: string) =>
  within(screen.getByRole('rowheader', { name: new RegExp(name) }).closest('tr')!);
const callsOf = (operation: string) =>
  call.mock.calls.filter(([name]) => name === operation).map(([, input]) => input);
const reads = () => callsOf('adminGetCohort').length;

describe('the cohort detail page', () => {
  afterEach(() => {
    call.mockReset();
    vi.clearAllMocks();
  });

  it('shows the cohort, its meetings and an enrolment waiting with its evidence', async () => {
    serve(detail());
    open();
    expect(await screen.findByRole('heading', { level: 1, name: '기수 상세: 2027년 1기' })).toBeTruthy();
    expect(call).toHaveBeenCalledWith('adminGetCohort', { id: COHORT_ID }, expect.anything());
    expect(screen.getByText('다재능 코칭 전문가 심화 과정')).toBeTruthy();
    expect(screen.getByText('250,000원')).toBeTruthy();
    expect(screen.getByText('30시간')).toBeTruthy();
    expect(screen.getByText('5/16명')).toBeTruthy();
    expect(screen.getByText('진행 중')).toBeTruthy();

    const meetings = within(screen.getByRole('region', { name: '모임 일정과 출석' }));
    expect(meetings.getByText('2020-01-09')).toBeTruthy();
    expect(meetings.getByText('1/2명')).toBeTruthy();
    expect(meetings.getAllByText('시작 전')).toHaveLength(2);

    const applied = rowOf('김하나');
    expect(applied.getByText('hana01 · hana@example.com · 010-1234-5678')).toBeTruthy();
    expect(applied.getByText('확인 대기')).toBeTruthy();
    expect(applied.getByText('3년')).toBeTruthy();
    expect(applied.getByText('사이트 발급 수료증 확인됨: PB-2025-00007')).toBeTruthy();
    expect(applied.getByText('김하나 · 2026-12-02')).toBeTruthy();
    const evidence = applied.getByRole('link', { name: /경력증명서\.pdf/ });
    expect(evidence.getAttribute('href')).toBe('/files/file-1');
    expect(evidence.getAttribute('target')).toBe('_blank');
    expect(applied.getByRole('button', { name: '확인 (김하나)' })).toBeTruthy();
    expect(applied.getByRole('button', { name: '거절 (김하나)' })).toBeTruthy();

    const confirmed = rowOf('이두리');
    expect(confirmed.getByText('8시간 / 30시간')).toBeTruthy();
    expect(confirmed.getByText('72')).toBeTruthy();
    expect(confirmed.getByRole('button', { name: '시험 결과 (이두리)' })).toBeTruthy();
    // the advanced course has a written exam only
    expect(screen.getByRole('columnheader', { name: '필기' })).toBeTruthy();
    expect(screen.queryByRole('columnheader', { name: '실기' })).toBeNull();
  });

  it('shows an organisation’s trainee with the organisation and its order in place of a deposit', async () => {
    serve(
      detail({
        enrolments: [
          enrolment(),
          enrolment({
            id: CONFIRMED_ID,
            status: 'confirmed',
            name: '최다솜',
            uid: '',
            organisation: '데모중학교',
            email: 'dasom@school.kr',
            phone: '010-2222-3333',
            careerYears: 0,
            career: '',
            priorCertificate: '',
            certificateOnFile: null,
            evidence: null,
            deposit: { name: '', date: '' },
          }),
        ],
      }),
    );
    open();
    await screen.findByRole('rowheader', { name: /최다솜/ });
    const trainee = rowOf('최다솜');
    expect(trainee.getByText('기관: 데모중학교')).toBeTruthy();
    expect(trainee.getByText('dasom@school.kr · 010-2222-3333')).toBeTruthy();
    expect(trainee.getByText('기관 주문')).toBeTruthy();
    // a member's own enrolment keeps its login and deposit
    const member = rowOf('김하나');
    expect(member.queryByText(/^기관/)).toBeNull();
    expect(member.getByText('김하나 · 2026-12-02')).toBeTruthy();
  });

  it('opens the trainee dialog on the cohort’s organisation orders and refreshes the cohort once added', async () => {
    serve(detail(), (name) => {
      if (name === 'adminListExpertOrders')
        return {
          items: [
            {
              orderSK: 'order-1',
              organisation: '데모중학교',
              orderName: '2027 교원 연수',
              quantity: 5,
              used: 2,
            },
          ],
        };
      if (name === 'adminAddTrainee') return { id: 'trainee-1' };
      return undefined;
    });
    open();
    fireEvent.click(await screen.findByRole('button', { name: '기관 수강생 추가' }));
    const dialog = within(await screen.findByRole('dialog'));
    const order = (await dialog.findByRole('combobox', { name: /^기관 주문/ })) as HTMLSelectElement;
    expect(callsOf('adminListExpertOrders')).toEqual([{ cohortId: COHORT_ID }]);
    fireEvent.change(order, { target: { value: 'order-1' } });
    fireEvent.change(dialog.getByRole('textbox', { name: /^이름/ }), { target: { value: '최다솜' } });
    fireEvent.change(dialog.getByRole('textbox', { name: /^이메일/ }), {
      target: { value: 'dasom@school.kr' },
    });
    fireEvent.click(dialog.getByRole('button', { name: '수강생 추가' }));
    await waitFor(() =>
      expect(callsOf('adminAddTrainee')).toEqual([
        { cohortId: COHORT_ID, orderSK: 'order-1', name: '최다솜', email: 'dasom@school.kr', phone: '' },
      ]),
    );
    await waitFor(() => expect(reads()).toBe(2));
    expect(toast.success).toHaveBeenCalledWith('최다솜 님을 기관 수강생으로 추가했습니다.');
  });

  it('confirms an advanced course’s enrolment only once the prerequisites are checked', async () => {
    serve(detail());
    open();
    fireEvent.click(await screen.findByRole('button', { name: '확인 (김하나)' }));
    const dialog = within(await screen.findByRole('dialog'));
    expect(dialog.getByText('신청 확인: 김하나')).toBeTruthy();
    expect(dialog.getByText('이 과정의 선수 요건: 경력 2년 이상, 입문 과정 수료')).toBeTruthy();
    expect(dialog.getByRole('link', { name: /경력증명서\.pdf/ }).getAttribute('href')).toBe('/files/file-1');

    fireEvent.click(dialog.getByRole('button', { name: '신청 확정' }));
    expect(await dialog.findByText(strings.v.prerequisitesUnchecked)).toBeTruthy();
    expect(callsOf('adminDecideEnrolment')).toEqual([]);

    fireEvent.click(dialog.getByRole('checkbox', { name: strings.decide.checked }));
    fireEvent.click(dialog.getByRole('button', { name: '신청 확정' }));
    await waitFor(() =>
      expect(callsOf('adminDecideEnrolment')).toEqual([
        { id: APPLIED_ID, decision: 'confirm', prerequisitesChecked: true },
      ]),
    );
    await waitFor(() => expect(reads()).toBe(2));
    expect(toast.success).toHaveBeenCalledWith('김하나 님의 신청을 확정했습니다.');
  });

  it('confirms a beginner course’s enrolment without a prerequisites box', async () => {
    serve(detail({ course: 'beginner', hours: 15 }));
    open();
    fireEvent.click(await screen.findByRole('button', { name: '확인 (김하나)' }));
    const dialog = within(await screen.findByRole('dialog'));
    expect(dialog.getByText(strings.decide.noRequirement)).toBeTruthy();
    expect(dialog.queryByRole('checkbox')).toBeNull();
    fireEvent.click(dialog.getByRole('button', { name: '신청 확정' }));
    await waitFor(() =>
      expect(callsOf('adminDecideEnrolment')).toEqual([
        { id: APPLIED_ID, decision: 'confirm', prerequisitesChecked: false },
      ]),
    );
  });

  it('refuses an enrolment only with a reason', async () => {
    serve(detail());
    open();
    fireEvent.click(await screen.findByRole('button', { name: '거절 (김하나)' }));
    const dialog = within(await screen.findByRole('dialog'));
    expect(dialog.getByText('신청 거절: 김하나')).toBeTruthy();
    fireEvent.click(dialog.getByRole('button', { name: '거절' }));
    expect(await dialog.findByText(admin.v.reasonRequired)).toBeTruthy();
    expect(callsOf('adminDecideEnrolment')).toEqual([]);

    fireEvent.change(dialog.getByRole('textbox', { name: /사유/ }), {
      target: { value: '입금이 확인되지 않음' },
    });
    fireEvent.click(dialog.getByRole('button', { name: '거절' }));
    await waitFor(() =>
      expect(callsOf('adminDecideEnrolment')).toEqual([
        { id: APPLIED_ID, decision: 'refuse', reason: '입금이 확인되지 않음' },
      ]),
    );
    expect(toast.success).toHaveBeenCalledWith('김하나 님의 신청을 거절했습니다.');
  });

  it('takes attendance of a meeting that has started: the participants ticked as recorded, the whole list sent', async () => {
    serve(detail());
    open();
    const meetings = within(await screen.findByRole('region', { name: '모임 일정과 출석' }));
    // only the meetings that have started
    expect(meetings.getAllByRole('button', { name: /^출석 기록/ })).toHaveLength(2);
    fireEvent.click(meetings.getByRole('button', { name: '출석 기록 (1회차 2020-01-09)' }));
    const dialog = within(await screen.findByRole('dialog'));
    expect(dialog.getByText('출석 기록: 1회차 2020-01-09')).toBeTruthy();
    // the enrolment waiting is no participant
    expect(dialog.getAllByRole('checkbox')).toHaveLength(2);
    const duri = dialog.getByRole('checkbox', { name: '이두리 (duri02)' }) as HTMLInputElement;
    const sena = dialog.getByRole('checkbox', { name: '박세나 (sena03)' }) as HTMLInputElement;
    expect(duri.checked).toBe(true);
    expect(sena.checked).toBe(false);
    fireEvent.click(sena);
    fireEvent.click(duri);
    fireEvent.click(dialog.getByRole('button', { name: '출석 저장' }));
    await waitFor(() =>
      expect(callsOf('adminRecordAttendance')).toEqual([
        { cohortId: COHORT_ID, meetingId: PAST_MEETING, present: [OTHER_ID] },
      ]),
    );
    expect(toast.success).toHaveBeenCalledWith('1회차 출석을 저장했습니다.');
  });

  it('records a participant’s exam results, only the course’s exams', async () => {
    serve(detail());
    open();
    fireEvent.click(await screen.findByRole('button', { name: '시험 결과 (이두리)' }));
    const dialog = within(await screen.findByRole('dialog'));
    const written = dialog.getByRole('textbox', { name: /필기 점수/ }) as HTMLInputElement;
    expect(written.value).toBe('72점');
    expect(dialog.queryByRole('textbox', { name: /실기 점수/ })).toBeNull();
    fireEvent.change(written, { target: { value: '101' } });
    fireEvent.click(dialog.getByRole('button', { name: '결과 저장' }));
    expect(await dialog.findByText(strings.v.scoreRange)).toBeTruthy();
    fireEvent.change(written, { target: { value: '85' } });
    fireEvent.click(dialog.getByRole('button', { name: '결과 저장' }));
    await waitFor(() =>
      expect(callsOf('adminRecordExam')).toEqual([{ id: CONFIRMED_ID, written: 85, practical: null }]),
    );
  });

  it('completes the cohort and shows how many completed', async () => {
    serve(detail(), (name) =>
      name === 'adminCompleteCohort' ? { completed: 2, notCompleted: 1 } : undefined,
    );
    open();
    fireEvent.click(await screen.findByRole('button', { name: '과정 종료 및 자격증 발급' }));
    const dialog = within(await screen.findByRole('dialog'));
    expect(dialog.getByText(/80% 이상 출석하고 각 시험 60점 이상/)).toBeTruthy();
    fireEvent.click(dialog.getByRole('button', { name: '종료하고 발급' }));
    expect(await screen.findByText('과정을 종료했습니다: 2명 수료, 1명 미수료')).toBeTruthy();
    expect(callsOf('adminCompleteCohort')).toEqual([{ id: COHORT_ID }]);
    expect(toast.success).toHaveBeenCalledWith('2명 수료, 1명 미수료');
  });

  it('says why the cohort cannot be completed yet, keeping the dialog open', async () => {
    serve(detail(), (name) => {
      if (name === 'adminCompleteCohort')
        throw new ApiError(409, ErrorCode.INVALID_DATA, 'undecided', { id: 'admin_courses:v.undecided' });
    });
    open();
    fireEvent.click(await screen.findByRole('button', { name: '과정 종료 및 자격증 발급' }));
    const dialog = within(await screen.findByRole('dialog'));
    fireEvent.click(dialog.getByRole('button', { name: '종료하고 발급' }));
    expect((await dialog.findByRole('alert')).textContent).toBe(strings.v.undecided);
    expect(screen.queryByText(/과정을 종료했습니다/)).toBeNull();
  });

  it('shows a finished cohort’s certificates, revoked ones marked, and revokes one with a reason', async () => {
    serve(
      detail({
        status: 'finished',
        enrolments: [
          enrolment({
            id: CONFIRMED_ID,
            status: 'completed',
            name: '이두리',
            written: 80,
            certificate: { number: 'P2-2027-00001', revokedAt: null },
          }),
          enrolment({
            id: OTHER_ID,
            status: 'completed',
            name: '박세나',
            written: 90,
            certificate: { number: 'P2-2027-00002', revokedAt: Date.UTC(2027, 2, 1) },
          }),
        ],
      }),
    );
    open();
    await screen.findByRole('rowheader', { name: /이두리/ });
    const duri = rowOf('이두리');
    expect(duri.getByText('P2-2027-00001')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '기수 수정' })).toBeNull();
    expect(screen.queryByRole('button', { name: '기관 수강생 추가' })).toBeNull();
    expect(screen.queryByRole('button', { name: '과정 종료 및 자격증 발급' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^출석 기록/ })).toBeNull();
    const sena = rowOf('박세나');
    expect(sena.getByText('취소됨')).toBeTruthy();
    expect(sena.queryByRole('button', { name: /자격증 취소/ })).toBeNull();

    fireEvent.click(duri.getByRole('button', { name: '자격증 취소 (이두리)' }));
    const dialog = within(await screen.findByRole('dialog'));
    expect(dialog.getByText('자격증 취소: P2-2027-00001')).toBeTruthy();
    fireEvent.change(dialog.getByRole('textbox', { name: /사유/ }), { target: { value: '부정 취득' } });
    fireEvent.click(dialog.getByRole('button', { name: '자격증 취소' }));
    await waitFor(() =>
      expect(callsOf('adminRevokeCertificate')).toEqual([{ number: 'P2-2027-00001', reason: '부정 취득' }]),
    );
  });

  it('says when there is no such cohort, with a retry and the way back', async () => {
    serve(() => {
      throw new ApiError(404, ErrorCode.NOT_FOUND, 'gone');
    });
    open();
    expect(await screen.findByText(strings.detail.notFound)).toBeTruthy();
    expect(screen.getByRole('button', { name: '다시 시도' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: '기수 상세' })).toBeTruthy();
    expect(screen.getByRole('link', { name: '목록으로' }).getAttribute('href')).toBe('/Admin/Courses');
  });
});
