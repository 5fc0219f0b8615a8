import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderAt } from '../../../testing/render-at';
import ko from '../i18n/ko.json';
import { ItemCard } from './item-card';

const labels = ['전혀 아니다', '아니다', '보통이다', '그렇다', '매우 그렇다'];

function card(value: number | undefined, onAnswer = vi.fn()) {
  renderAt(
    '/',
    '/',
    <ItemCard
      id="i3"
      number={3}
      total={60}
      text="나는 새로운 일을 좋아한다."
      labels={labels}
      value={value}
      wide
      onAnswer={onAnswer}
    />,
    { survey: ko },
  );
  return onAnswer;
}

describe('ItemCard', () => {
  it('names the question with its place and each option with its number key', () => {
    card(undefined);
    expect(screen.getByRole('radiogroup', { name: '문항 3 / 60 나는 새로운 일을 좋아한다.' })).toBeTruthy();
    expect(screen.getAllByRole('radio').map((radio) => radio.getAttribute('aria-label'))).toEqual([
      '1번 전혀 아니다',
      '2번 아니다',
      '3번 보통이다',
      '4번 그렇다',
      '5번 매우 그렇다',
    ]);
  });

  it('moves the focus with the arrows without answering, and answers with Space or a click', () => {
    const onAnswer = card(undefined);
    const radios = screen.getAllByRole('radio');
    // one option in the Tab order: the first while none is chosen
    expect(radios.map((radio) => radio.tabIndex)).toEqual([0, -1, -1, -1, -1]);
    radios[0]!.focus();
    fireEvent.keyDown(radios[0]!, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(radios[1]);
    fireEvent.keyDown(radios[1]!, { key: 'ArrowRight' });
    fireEvent.keyDown(radios[2]!, { key: 'ArrowUp' });
    fireEvent.keyDown(radios[1]!, { key: 'ArrowLeft' });
    fireEvent.keyDown(radios[0]!, { key: 'ArrowUp' });
    expect(document.activeElement).toBe(radios[4]);
    expect(onAnswer).not.toHaveBeenCalled();
    fireEvent.keyDown(radios[4]!, { key: ' ' });
    expect(onAnswer).toHaveBeenLastCalledWith(5);
    fireEvent.click(radios[1]!);
    expect(onAnswer).toHaveBeenLastCalledWith(2);
  });

  it('puts the chosen option in the Tab order and marks it checked', () => {
    card(4);
    const radios = screen.getAllByRole('radio');
    expect(radios.map((radio) => radio.getAttribute('aria-checked'))).toEqual([
      'false',
      'false',
      'false',
      'true',
      'false',
    ]);
    expect(radios.map((radio) => radio.tabIndex)).toEqual([-1, -1, -1, 0, -1]);
  });
});
