import { Button, TextInput } from '@mantine/core';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { type ReactNode, useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderAt } from '../testing/render-at';
import { useAlert } from './alert-dialog';
import type { AlertOptions } from './alert-modal';
import { Dialog } from './dialog';

/** With the app's providers (the alert dialog's among them) and its Korean shell strings. */
const renderWithProviders = (element: ReactNode) => renderAt('/', '/', element, {});

/** A button that asks, and the answer it got. */
function Asker({ options }: { options: AlertOptions }) {
  const alert = useAlert();
  const [answer, setAnswer] = useState('');
  return (
    <>
      <Button onClick={async () => setAnswer(String(await alert(options)))}>ask</Button>
      <output>{answer}</output>
    </>
  );
}

const submit: AlertOptions = {
  title: '답안을 제출할까요?',
  message: '제출한 뒤에는 답을 바꿀 수 없습니다.',
  confirm: { yes: '제출하기', no: '계속 풀기', irreversible: true },
};

async function ask(options: AlertOptions) {
  renderWithProviders(<Asker options={options} />);
  fireEvent.click(screen.getByRole('button', { name: 'ask' }));
  return screen.findByRole('dialog');
}

describe('the alert dialog', () => {
  it('titles a question by what it asks and names both buttons by what they do', async () => {
    const dialog = await ask(submit);
    expect(within(dialog).getByRole('heading', { name: submit.title })).toBeTruthy();
    const names = within(dialog)
      .getAllByRole('button')
      .map((button) => button.textContent || button.getAttribute('aria-label'));
    expect(names).toEqual(['닫기', '계속 풀기', '제출하기']);
  });

  it('opens a question that cannot be undone on the safe answer, which answers no', async () => {
    const dialog = await ask(submit);
    const keep = within(dialog).getByRole('button', { name: '계속 풀기' });
    await waitFor(() => expect(document.activeElement).toBe(keep));
    fireEvent.click(keep);
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('false'));
  });

  it('opens a question that can be undone on going ahead', async () => {
    const dialog = await ask({
      title: '이미 사용된 인증코드',
      message: '이어서 할까요?',
      confirm: { yes: '이어서 하기', no: '다른 코드 입력하기' },
    });
    const goOn = within(dialog).getByRole('button', { name: '이어서 하기' });
    await waitFor(() => expect(document.activeElement).toBe(goOn));
    fireEvent.click(goOn);
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('true'));
  });

  it('keeps the spec’s notice: titled 알림, one OK button', async () => {
    const dialog = await ask({ message: '저장했습니다.' });
    expect(within(dialog).getByRole('heading', { name: '알림' })).toBeTruthy();
    await waitFor(() =>
      expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: '확인' })),
    );
  });
});

describe('every dialog', () => {
  it('opens a form on its first field, not on the close button above it', async () => {
    renderWithProviders(
      <Dialog opened onClose={() => undefined} title="사용자 추가">
        <p>
          아이디와 이름을 입력하세요. <a href="/help">도움말</a>
        </p>
        <TextInput label="아이디" />
        <TextInput label="이름" />
      </Dialog>,
    );
    const dialog = await screen.findByRole('dialog');
    await waitFor(() => expect(document.activeElement).toBe(within(dialog).getByLabelText('아이디')));
  });

  it('has a title bar that is no landmark beside the site’s banner', async () => {
    renderWithProviders(
      <Dialog opened onClose={() => undefined} title="알림">
        <p>text</p>
      </Dialog>,
    );
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).queryByRole('banner')).toBeNull();
    expect(dialog.querySelector('header')?.getAttribute('role')).toBe('none');
  });
});
