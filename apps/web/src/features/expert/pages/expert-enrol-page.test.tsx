import { ApiError } from '@putt/contract/client';
import { addDays, formatYmd, seoulToday } from '@putt/contract/dates';
import { ErrorCode } from '@putt/contract/errors';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { uploadFile } from '../../../api/upload';
import { renderAt } from '../../../testing/render-at';
import { toast } from '../../../ui/toast';
import ko from '../i18n/ko.json';
import { catalogueStrings, COHORT_ID, openCohort } from '../testing-fixtures';
import ExpertEnrolPage from './expert-enrol-page';

const call = vi.hoisted(() => vi.fn());
vi.mock('../../../api/client', async (original) => ({ ...(await original<object>()), api: { call } }));
vi.mock('../../../api/upload', () => ({ uploadFile: vi.fn() }));
vi.mock('../../../ui/toast', () => ({
  toast: { success: vi.fn(), error: vi.fn(), warning: vi.fn(), info: vi.fn() },
}));
const upload = vi.mocked(uploadFile);

const EVIDENCE_ID = '5f0c2b7e-1d4a-4c3b-8e9f-a1b2c3d4e5f6';
const bankAccount = { bank: '국민은행', number: '123-456-789', holder: '창의인재연구소' };
const advanced = openCohort({ course: 'advanced', name: '2027년 2기', price: 900000, hours: 30 });

type Answers = Record<string, (input: unknown) => Promise<unknown>>;
function answer(overrides: Answers = {}) {
  const answers: Answers = {
    getExpertCohorts: async () => ({ items: [advanced] }),
    getSiteInfo: async () => ({ bankAccount }),
    getMemberInfo: async () => ({
      uid: 'sky',
      type: 'individual',
      name: '김하늘',
      phoneNumber: '010-9876-5432',
    }),
    enrolInExpertCourse: async () => ({ id: 'enrolment-1' }),
    ...overrides,
  };
  call.mockImplementation(((name: string, input: unknown) => answers[name]!(input)) as never);
}

const open = (cohortId = COHORT_ID) =>
  renderAt(
    `/Mypage/Expert/Apply/${cohortId}`,
    '/Mypage/*',
    <Routes>
      <Route path="Expert/Apply/:cohortId" element={<ExpertEnrolPage />} />
      <Route path="Expert" element={<p>expert list</p>} />
    </Routes>,
    { expert: ko, catalogue: catalogueStrings },
  );

const enrol = ko.enrol;
const field = (label: string) => screen.getByLabelText(label, { exact: false }) as HTMLInputElement;
const type = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });
const iso = (days: number) => formatYmd(addDays(seoulToday(), days));
const submit = () => fireEvent.click(screen.getByRole('button', { name: enrol.submit }));
const enrolments = () => call.mock.calls.filter(([name]) => name === 'enrolInExpertCourse');

async function chooseEvidence() {
  upload.mockResolvedValue({ id: EVIDENCE_ID, name: '경력증명서.pdf', type: 'enrolment/pdf', size: 8 });
  const input = document.querySelector<HTMLInputElement>('input[type=file]')!;
  const file = new File(['%PDF-1.4'], '경력증명서.pdf', { type: 'enrolment/pdf' });
  Object.defineProperty(input, 'files', { value: [file], configurable: true });
  await act(async () => fireEvent.change(input));
  await screen.findByText('경력증명서.pdf');
}

function fillAll() {
  type(enrol.member.phone, '010-1234-5678');
  type(enrol.qualification.careerYears, '3');
  type(enrol.member.career, '한빛초등학교 교사 (2021-2024)');
  type(enrol.qualification.priorCertificate, 'PB-2024-00001');
  type(enrol.payment.depositName, '김하늘');
  type(enrol.payment.depositDate, iso(2));
}

describe('expert course enrolment', () => {
  afterEach(() => {
    call.mockReset();
    vi.clearAllMocks();
  });

  it('shows the cohort, its requirements and the account to pay into', async () => {
    answer();
    open();
    const summary = within(await screen.findByRole('region', { name: ko.courses.advanced }));
    expect(summary.getByText('2027년 2기')).toBeTruthy();
    expect(summary.getByText('900,000원')).toBeTruthy();
    expect(summary.getByText('잔여 3석 / 16석')).toBeTruthy();
    expect(summary.getByText(ko.prerequisites.advanced)).toBeTruthy();
    const payment = within(screen.getByRole('region', { name: enrol.payment.heading }));
    expect(payment.getByText('123-456-789')).toBeTruthy();
    expect(payment.getByText('창의인재연구소')).toBeTruthy();
    // the member's name and phone to start from
    expect(field(enrol.member.name).value).toBe('김하늘');
    expect(field(enrol.member.phone).value).toBe('010-9876-5432');
    // the advanced course asks no doctorate question
    expect(screen.queryByLabelText(enrol.qualification.doctorate)).toBeNull();
  });

  it('refuses an empty name, phone and depositor name before sending anything', async () => {
    answer();
    open();
    await screen.findByRole('region', { name: enrol.payment.heading });
    type(enrol.member.name, ' ');
    type(enrol.member.phone, '');
    submit();
    expect(await screen.findByText(ko.v.phoneRequired)).toBeTruthy();
    expect(screen.getByText(ko.v.nameRequired)).toBeTruthy();
    expect(screen.getByText(ko.v.depositName)).toBeTruthy();
    expect(screen.getByText(ko.v.careerYears)).toBeTruthy();
    expect(screen.getByText(ko.v.evidenceRequired)).toBeTruthy();
    expect(field(enrol.member.phone).getAttribute('aria-invalid')).toBe('true');
    expect(toast.error).toHaveBeenCalledWith(enrol.invalid);
    expect(enrolments()).toHaveLength(0);
  });

  it('refuses too little experience, or no evidence, for the course before sending', async () => {
    answer();
    open();
    await screen.findByRole('region', { name: enrol.payment.heading });
    fillAll();
    type(enrol.qualification.careerYears, '1');
    submit();
    expect(await screen.findByText(ko.v.experienceAdvanced)).toBeTruthy();
    expect(screen.getByText(ko.v.evidenceRequired)).toBeTruthy();
    expect(enrolments()).toHaveLength(0);
  });

  it('sends the enrolment with numbers as numbers and the date as yyyymmdd, then goes to the list', async () => {
    answer();
    open();
    await screen.findByRole('region', { name: enrol.payment.heading });
    fillAll();
    await chooseEvidence();
    submit();
    await screen.findByText('expert list');
    expect(enrolments()).toEqual([
      [
        'enrolInExpertCourse',
        {
          cohortId: COHORT_ID,
          name: '김하늘',
          phone: '010-1234-5678',
          careerYears: 3,
          doctorate: false,
          career: '한빛초등학교 교사 (2021-2024)',
          priorCertificate: 'PB-2024-00001',
          evidenceFileId: EVIDENCE_ID,
          payment_method: {
            type: 'bank_deposit',
            deposit_name: '김하늘',
            bank_date: iso(2).replaceAll('-', ''),
          },
        },
      ],
    ]);
    expect(toast.success).toHaveBeenCalledWith(enrol.success);
  });

  it('sends a top-course doctorate without years, and a beginner course without any requirement', async () => {
    answer({ getExpertCohorts: async () => ({ items: [openCohort({ course: 'top' })] }) });
    const { unmount } = open();
    await screen.findByRole('region', { name: enrol.payment.heading });
    type(enrol.member.phone, '010-1234-5678');
    fireEvent.click(field(enrol.qualification.doctorate));
    type(enrol.payment.depositName, '김하늘');
    type(enrol.payment.depositDate, iso(0));
    await chooseEvidence();
    submit();
    await screen.findByText('expert list');
    expect(enrolments()[0]![1]).toMatchObject({
      careerYears: 0,
      doctorate: true,
      evidenceFileId: EVIDENCE_ID,
    });
    unmount();

    call.mockReset();
    answer({ getExpertCohorts: async () => ({ items: [openCohort()] }) });
    open();
    await screen.findByRole('region', { name: enrol.payment.heading });
    expect(screen.queryByLabelText(enrol.qualification.careerYears, { exact: false })).toBeNull();
    type(enrol.member.phone, '010-1234-5678');
    type(enrol.payment.depositName, '김하늘');
    type(enrol.payment.depositDate, iso(7));
    submit();
    await screen.findByText('expert list');
    expect(enrolments()[0]![1]).toMatchObject({ careerYears: 0, doctorate: false, priorCertificate: '' });
  });

  it("shows the server's refusals on their field and the full cohort as an alert, keeping what was typed", async () => {
    const answers = [
      new ApiError(400, ErrorCode.INVALID_DATA, 'invalid', {
        careerYears: 'expert:v.experienceAdvanced',
        priorCertificate: 'expert:v.priorRequired',
      }),
      new ApiError(409, ErrorCode.INVALID_STATE, 'full', { cohortId: 'expert:v.cohortFull' }),
    ];
    answer({
      enrolInExpertCourse: async () => {
        throw answers.shift();
      },
    });
    open();
    await screen.findByRole('region', { name: enrol.payment.heading });
    fillAll();
    await chooseEvidence();
    submit();
    expect(await screen.findByText(ko.v.experienceAdvanced)).toBeTruthy();
    expect(screen.getByText(ko.v.priorRequired)).toBeTruthy();
    expect(field(enrol.qualification.careerYears).getAttribute('aria-invalid')).toBe('true');
    expect(screen.queryByText('expert list')).toBeNull();

    submit();
    const alert = await screen.findByText(ko.v.cohortFull);
    expect(alert.closest('[role="alert"]')).toBeTruthy();
    expect(screen.getByRole('link', { name: enrol.back }).getAttribute('href')).toBe('/Mypage/Expert');
    // the field messages of the first answer are gone with the second
    expect(screen.queryByText(ko.v.experienceAdvanced)).toBeNull();
    await waitFor(() => expect(enrolments()).toHaveLength(2));
    expect(field(enrol.member.phone).value).toBe('010-1234-5678');
    expect(field(enrol.qualification.careerYears).value).toBe('3');
    expect(field(enrol.payment.depositName).value).toBe('김하늘');
    expect(field(enrol.payment.depositDate).value).toBe(iso(2));
    expect(screen.getByText('경력증명서.pdf')).toBeTruthy();
    expect(screen.queryByText('expert list')).toBeNull();
  });

  it('says when the cohort is not open, or full, with the way back', async () => {
    answer();
    const { unmount } = open('5a1e0f3c-0000-4000-8000-000000000000');
    expect(await screen.findByText(enrol.notFound)).toBeTruthy();
    expect(screen.getByRole('link', { name: enrol.back }).getAttribute('href')).toBe('/Mypage/Expert');
    unmount();

    answer({ getExpertCohorts: async () => ({ items: [openCohort({ seatsLeft: 0 })] }) });
    open();
    expect(await screen.findByText(enrol.full)).toBeTruthy();
    expect(screen.queryByRole('button', { name: enrol.submit })).toBeNull();
  });
});
