import { ApiError } from '@putt/contract/client';
import { ErrorCode } from '@putt/contract/errors';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderAt } from '../../../testing/render-at';
import { toast } from '../../../ui/toast';
import ko from '../i18n/ko.json';
import { catalogueStrings, COHORT_ID, enrolment, openCohort } from '../testing-fixtures';
import MyExpertPage from './my-expert-page';

const call = vi.hoisted(() => vi.fn());
vi.mock('../../../api/client', async (original) => ({ ...(await original<object>()), api: { call } }));
vi.mock('../../../ui/toast', () => ({
  toast: { success: vi.fn(), error: vi.fn(), warning: vi.fn(), info: vi.fn() },
}));

type Answers = Record<string, () => Promise<unknown>>;
function answer(overrides: Answers = {}) {
  const answers: Answers = {
    getExpertCohorts: async () => ({ items: [] }),
    getMyExpertCourses: async () => ({ items: [] }),
    ...overrides,
  };
  call.mockImplementation(((name: string) => answers[name]!()) as never);
}

const open = () =>
  renderAt('/Mypage/Expert', '/Mypage/Expert', <MyExpertPage />, {
    expert: ko,
    catalogue: catalogueStrings,
  });
// a cohort or an enrolment: an article named by its course
const card = (name: string | RegExp) => within(screen.getByRole('article', { name }));

describe('my expert courses page', () => {
  afterEach(() => {
    call.mockReset();
    vi.clearAllMocks();
  });

  it('shows an open cohort with its seats and the way to enrol, and a full one that cannot be applied for', async () => {
    answer({
      getExpertCohorts: async () => ({
        items: [
          openCohort(),
          openCohort({
            id: 'full-1',
            course: 'top',
            name: '2027년 2기',
            seatsLeft: 0,
            seats: 16,
            price: 900000,
          }),
        ],
      }),
    });
    open();
    await screen.findByRole('heading', { name: ko.courses.beginner });
    expect(call).toHaveBeenCalledWith('getExpertCohorts', {}, expect.anything());
    const beginner = card(ko.courses.beginner);
    expect(beginner.getByText('2027년 1기')).toBeTruthy();
    expect(beginner.getByText('2027-01-05 ~ 2027-01-07')).toBeTruthy();
    expect(beginner.getByText('2027-01-07 13:00부터 5시간')).toBeTruthy();
    expect(beginner.getByText('대전 본원 3층 강의실')).toBeTruthy();
    expect(beginner.getByText('450,000원')).toBeTruthy();
    expect(beginner.getByText('총 15시간')).toBeTruthy();
    expect(beginner.getByText('잔여 3석 / 16석')).toBeTruthy();
    // the beginner course asks for nothing before it
    expect(beginner.queryByText(ko.cohort.prerequisites)).toBeNull();
    const apply = beginner.getByRole('link', { name: /신청하기/ });
    expect(apply.getAttribute('href')).toBe(`/Mypage/Expert/Apply/${COHORT_ID}`);

    const top = card(ko.courses.top);
    expect(top.getByText('마감')).toBeTruthy();
    expect(top.getByText(ko.prerequisites.top)).toBeTruthy();
    expect(top.queryByRole('link', { name: /신청하기/ })).toBeNull();
    expect(top.getByRole('button', { name: /신청하기/ })).toHaveProperty('disabled', true);
  });

  it('lists the enrolments: a certificate to download and verify, a revoked one and a refusal with its reason', async () => {
    answer({
      getMyExpertCourses: async () => ({
        items: [
          enrolment(),
          enrolment({
            id: 'e2',
            status: 'refused',
            cohort: { ...enrolment().cohort, course: 'top', name: '2026년 3기' },
            reason: '경력 증명서가 확인되지 않았습니다.',
            attendedHours: 0,
            exams: { written: null, practical: null },
            certificate: null,
          }),
          enrolment({
            id: 'e3',
            cohort: { ...enrolment().cohort, course: 'beginner', name: '2025년 1기', hours: 15 },
            exams: { written: null, practical: null },
            certificate: {
              ...enrolment().certificate!,
              number: 'PB-2025-00003',
              kind: 'beginner',
              revokedAt: Date.UTC(2026, 0, 2, 3, 0),
            },
          }),
        ],
      }),
    });
    open();
    const mine = within(await screen.findByRole('article', { name: ko.courses.advanced }));
    expect(call).toHaveBeenCalledWith('getMyExpertCourses', {}, expect.anything());
    expect(mine.getByText('수료')).toBeTruthy();
    expect(mine.getByText('27시간 / 30시간')).toBeTruthy();
    expect(mine.getByText('82점')).toBeTruthy();
    expect(mine.getByText('P2-2026-00012')).toBeTruthy();
    expect(mine.getByText('2026-06-30')).toBeTruthy();
    const download = mine.getByRole('link', { name: ko.my.certificate.download });
    expect(download.getAttribute('href')).toBe('/files/file-1');
    expect(download.hasAttribute('download')).toBe(true);
    expect(mine.getByRole('link', { name: ko.my.certificate.verify }).getAttribute('href')).toBe(
      '/Cert/Verify?number=P2-2026-00012',
    );
    expect(mine.queryByText(ko.my.certificate.revoked)).toBeNull();

    const refused = card(ko.courses.top);
    expect(refused.getByText('신청 거절')).toBeTruthy();
    expect(refused.getByText('경력 증명서가 확인되지 않았습니다.')).toBeTruthy();
    expect(refused.queryByRole('link')).toBeNull();
    // no attendance or exams for a seat never taken
    expect(refused.queryByText(ko.my.attendance)).toBeNull();

    const revoked = card(ko.courses.beginner);
    expect(revoked.getByText(ko.my.certificate.revoked)).toBeTruthy();
    // the beginner course has no exam
    expect(revoked.queryByText(ko.exams.written)).toBeNull();
  });

  it('does not offer a cohort already applied for, but one whose enrolment was refused', async () => {
    answer({
      getExpertCohorts: async () => ({
        items: [openCohort(), openCohort({ id: 'other', course: 'growth', name: '2027년 3기' })],
      }),
      getMyExpertCourses: async () => ({
        items: [
          enrolment({
            status: 'applied',
            certificate: null,
            cohort: { ...enrolment().cohort, id: COHORT_ID },
          }),
          enrolment({
            id: 'e2',
            status: 'refused',
            certificate: null,
            cohort: { ...enrolment().cohort, id: 'other' },
          }),
        ],
      }),
    });
    open();
    await screen.findByRole('heading', { name: ko.courses.growth });
    const beginner = card(ko.courses.beginner);
    await waitFor(() => expect(beginner.getByText(ko.cohort.applied)).toBeTruthy());
    expect(beginner.queryByRole('link', { name: /신청하기/ })).toBeNull();
    expect(card(ko.courses.growth).getByRole('link', { name: /신청하기/ })).toBeTruthy();
  });

  it('lets the member withdraw an undecided enrolment, and only that one', async () => {
    let withdrawn = false;
    const waiting = () =>
      enrolment({
        id: 'waiting-1',
        status: withdrawn ? 'canceled' : 'applied',
        certificate: null,
        cohort: { ...enrolment().cohort, course: 'growth', name: '2027년 3기' },
      });
    answer({
      getMyExpertCourses: async () => ({ items: [waiting(), enrolment()] }),
      cancelExpertEnrolment: async () => {
        withdrawn = true;
        return { message: 'success' };
      },
    });
    open();
    const growth = within(await screen.findByRole('article', { name: ko.courses.growth }));
    // a completed course has nothing to withdraw
    expect(card(ko.courses.advanced).queryByRole('button', { name: /신청 취소/ })).toBeNull();
    fireEvent.click(growth.getByRole('button', { name: `${ko.courses.growth} 신청 취소` }));
    const dialog = within(await screen.findByRole('dialog', { name: ko.my.cancel.title }));
    expect(dialog.getByText(/2027년 3기 신청을 취소할까요/)).toBeTruthy();
    // keeping it calls nothing
    fireEvent.click(dialog.getByRole('button', { name: ko.my.cancel.keep }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(call).not.toHaveBeenCalledWith('cancelExpertEnrolment', expect.anything());

    fireEvent.click(growth.getByRole('button', { name: `${ko.courses.growth} 신청 취소` }));
    fireEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: ko.my.cancel.confirm }),
    );
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(ko.my.cancel.done));
    expect(call).toHaveBeenCalledWith('cancelExpertEnrolment', { id: 'waiting-1' });
    // the list is read again: withdrawn, with no button left
    await waitFor(() => expect(growth.getByText(ko.status.canceled)).toBeTruthy());
    expect(growth.queryByRole('button', { name: /신청 취소/ })).toBeNull();
  });

  it('says why an enrolment staff decided meanwhile cannot be withdrawn', async () => {
    answer({
      getMyExpertCourses: async () => ({
        items: [enrolment({ id: 'waiting-2', status: 'applied', certificate: null })],
      }),
      cancelExpertEnrolment: async () => {
        throw new ApiError(409, ErrorCode.INVALID_STATE, 'Decided already', {
          id: 'expert:v.notCancellable',
        });
      },
    });
    open();
    const advanced = within(await screen.findByRole('article', { name: ko.courses.advanced }));
    fireEvent.click(advanced.getByRole('button', { name: `${ko.courses.advanced} 신청 취소` }));
    fireEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: ko.my.cancel.confirm }),
    );
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith(ko.v.notCancellable));
  });

  it('says when there is no open course and no enrolment', async () => {
    answer();
    open();
    expect(await screen.findByText(ko.my.openEmpty)).toBeTruthy();
    expect(await screen.findByText(ko.my.mineEmpty)).toBeTruthy();
  });

  it('says when the enrolments cannot be read, and tries again', async () => {
    let failed = false;
    answer({
      getMyExpertCourses: async () => {
        if (failed) return { items: [enrolment()] };
        failed = true;
        throw new ApiError(500, ErrorCode.INTERNAL_ERROR, 'down');
      },
    });
    open();
    expect(await screen.findByText(ko.my.mineLoadFailed)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '다시 시도' }));
    await waitFor(() => expect(screen.getByRole('heading', { name: ko.courses.advanced })).toBeTruthy());
  });
});
