import type { TExpertOrderSeats } from '@putt/contract/admin/expert-courses';
import { ApiError } from '@putt/contract/client';
import { ErrorCode } from '@putt/contract/errors';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderAt } from '../../../testing/render-at';
import strings from './i18n/ko.json';
import admin from '../i18n/ko.json';
import { COHORT_ID, detail } from './testing-fixtures';
import { TraineeDialog } from './trainee-dialog';

const call = vi.hoisted(() => vi.fn());
vi.mock('../../../api/client', async (original) => ({ ...(await original<object>()), api: { call } }));
const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('../../../ui/toast', () => ({ toast }));

const ORDERS: TExpertOrderSeats[] = [
  { orderSK: 'order-1', organisation: '데모중학교', orderName: '2027 교원 연수', quantity: 5, used: 2 },
  { orderSK: 'order-2', organisation: '한빛고등학교', orderName: '전문가 과정 단체', quantity: 3, used: 3 },
];

function serve(add: () => unknown = () => ({ id: 'trainee-1' }), orders = ORDERS) {
  call.mockImplementation(async (name: string) => {
    if (name === 'adminListExpertOrders') return { items: orders };
    if (name === 'adminAddTrainee') return add();
    throw new Error(`unexpected ${name}`);
  });
}

const open = (onClose = vi.fn()) => {
  renderAt(
    `/Admin/Courses/${COHORT_ID}`,
    '/Admin/Courses/:id',
    <TraineeDialog cohort={detail()} onClose={onClose} />,
    {
      admin,
      admin_courses: strings,
    },
  );
  return onClose;
};

const adds = () => call.mock.calls.filter(([name]) => name === 'adminAddTrainee').map(([, input]) => input);
const orderSelect = (dialog: ReturnType<typeof within>) =>
  dialog.getByRole('combobox', { name: /^기관 주문/ }) as HTMLSelectElement;
const textbox = (dialog: ReturnType<typeof within>, name: RegExp) =>
  dialog.getByRole('textbox', { name }) as HTMLInputElement;

describe('the organisation trainee dialog', () => {
  afterEach(() => {
    call.mockReset();
    vi.clearAllMocks();
  });

  it('lists the cohort’s course orders with their seats, one whose seats are all used disabled', async () => {
    serve();
    open();
    const dialog = within(await screen.findByRole('dialog'));
    expect(dialog.getByText('기관 수강생 추가: 2027년 1기')).toBeTruthy();
    expect(call).toHaveBeenCalledWith('adminListExpertOrders', { cohortId: COHORT_ID }, expect.anything());
    await waitFor(() => expect(orderSelect(dialog)).toBeTruthy());
    const free = dialog.getByRole('option', {
      name: '데모중학교 · 2027 교원 연수 (사용 2/5석)',
    }) as HTMLOptionElement;
    const used = dialog.getByRole('option', {
      name: '한빛고등학교 · 전문가 과정 단체 (사용 3/3석)',
    }) as HTMLOptionElement;
    expect(free.disabled).toBe(false);
    expect(used.disabled).toBe(true);
    // confirmed at once, the certificate by e-mail
    expect(dialog.getByText(strings.trainee.intro)).toBeTruthy();
  });

  it('checks the fields before sending', async () => {
    serve();
    open();
    const dialog = within(await screen.findByRole('dialog'));
    fireEvent.click(await dialog.findByRole('button', { name: '수강생 추가' }));
    expect(await dialog.findByText(strings.v.orderRequired)).toBeTruthy();
    expect(dialog.getByText(strings.v.traineeName)).toBeTruthy();
    expect(dialog.getByText(strings.v.traineeEmail)).toBeTruthy();
    expect(adds()).toEqual([]);
  });

  it('sends the trainee against the chosen order, keeps what was typed when its seats were used meanwhile, then adds', async () => {
    let answer: () => unknown = () => {
      throw new ApiError(400, ErrorCode.INVALID_DATA, 'used', {
        orderSK: 'admin_courses:v.orderSeatsUsed',
      });
    };
    serve(() => answer());
    const onClose = open();
    const dialog = within(await screen.findByRole('dialog'));
    await waitFor(() => expect(orderSelect(dialog)).toBeTruthy());
    fireEvent.change(orderSelect(dialog), { target: { value: 'order-1' } });
    fireEvent.change(textbox(dialog, /^이름/), { target: { value: ' 최다솜 ' } });
    fireEvent.change(textbox(dialog, /^이메일/), { target: { value: 'dasom@school.kr' } });
    fireEvent.click(dialog.getByRole('button', { name: '수강생 추가' }));

    // on the order field and in the dialog's alert
    await waitFor(() => expect(dialog.getAllByText(strings.v.orderSeatsUsed)).toHaveLength(2));
    expect(adds()).toEqual([
      { cohortId: COHORT_ID, orderSK: 'order-1', name: '최다솜', email: 'dasom@school.kr', phone: '' },
    ]);
    expect(orderSelect(dialog).getAttribute('aria-invalid')).toBe('true');
    expect(textbox(dialog, /^이름/).value).toBe(' 최다솜 ');
    expect(textbox(dialog, /^이메일/).value).toBe('dasom@school.kr');
    expect(onClose).not.toHaveBeenCalled();

    answer = () => ({ id: 'trainee-1' });
    fireEvent.change(textbox(dialog, /^연락처/), { target: { value: '010-2222-3333' } });
    fireEvent.click(dialog.getByRole('button', { name: '수강생 추가' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(adds()[1]).toEqual({
      cohortId: COHORT_ID,
      orderSK: 'order-1',
      name: '최다솜',
      email: 'dasom@school.kr',
      phone: '010-2222-3333',
    });
    expect(toast.success).toHaveBeenCalledWith('최다솜 님을 기관 수강생으로 추가했습니다.');
  });

  it('says in the alert when the cohort is full', async () => {
    serve(() => {
      throw new ApiError(400, ErrorCode.INVALID_DATA, 'full', { cohortId: 'admin_courses:v.cohortFull' });
    });
    open();
    const dialog = within(await screen.findByRole('dialog'));
    await waitFor(() => expect(orderSelect(dialog)).toBeTruthy());
    fireEvent.change(orderSelect(dialog), { target: { value: 'order-1' } });
    fireEvent.change(textbox(dialog, /^이름/), { target: { value: '최다솜' } });
    fireEvent.change(textbox(dialog, /^이메일/), { target: { value: 'dasom@school.kr' } });
    fireEvent.click(dialog.getByRole('button', { name: '수강생 추가' }));
    expect((await dialog.findByRole('alert')).textContent).toBe(strings.v.cohortFull);
  });

  it('says when no organisation order bought seats of the course', async () => {
    serve(undefined, []);
    const onClose = open();
    const dialog = within(await screen.findByRole('dialog'));
    expect(await dialog.findByText(strings.trainee.noOrders)).toBeTruthy();
    expect(dialog.queryByRole('combobox')).toBeNull();
    // the footer's, after the dialog's own close button
    fireEvent.click(dialog.getAllByRole('button', { name: '닫기' }).at(-1)!);
    expect(onClose).toHaveBeenCalled();
  });
});
