import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderAt } from '../../../testing/render-at';
import ko from '../i18n/ko.json';
import { ADVANCE_MS, ItemsScreen } from './items-screen';

afterEach(() => vi.useRealTimers());

const items = [
  { id: 'a1', text: '첫 문항' },
  { id: 'a2', text: '둘째 문항' },
];

/** One item a screen (a phone, or 200 % zoom), at the first item. */
function phoneScreen() {
  const onAnswer = vi.fn();
  const onIndex = vi.fn();
  renderAt(
    '/',
    '/',
    <ItemsScreen
      items={items}
      labels={['아니다', '보통이다', '그렇다']}
      values={new Map()}
      refused={new Set()}
      keyboardHint
      index={0}
      pageSize={1}
      onIndex={onIndex}
      onAnswer={onAnswer}
      onReview={vi.fn()}
    />,
    { survey: ko },
  );
  return { onAnswer, onIndex };
}

describe('ItemsScreen, one item a screen', () => {
  it('moves on after a choice only once the choice could be seen, and the arrows neither answer nor move on', () => {
    vi.useFakeTimers();
    const { onAnswer, onIndex } = phoneScreen();
    const radios = screen.getAllByRole('radio');
    radios[0]!.focus();
    fireEvent.keyDown(radios[0]!, { key: 'ArrowDown' });
    fireEvent.keyDown(radios[1]!, { key: 'ArrowRight' });
    act(() => vi.advanceTimersByTime(2 * ADVANCE_MS));
    expect(onAnswer).not.toHaveBeenCalled();
    expect(onIndex).not.toHaveBeenCalled();

    fireEvent.keyDown(document.activeElement!, { key: ' ' });
    expect(onAnswer).toHaveBeenLastCalledWith('a1', 3);
    // today's 250 ms was too short to see a wrong touch (decision 026)
    expect(ADVANCE_MS).toBeGreaterThan(250);
    act(() => vi.advanceTimersByTime(ADVANCE_MS - 1));
    expect(onIndex).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onIndex).toHaveBeenCalledWith(1);
  });

  it('answers with a number key, and ↓ on the question goes into its options', () => {
    const { onAnswer } = phoneScreen();
    const question = document.getElementById('item-a1')!;
    expect(document.activeElement).toBe(question);
    fireEvent.keyDown(question, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(screen.getAllByRole('radio')[0]);
    fireEvent.keyDown(document.activeElement!, { key: '2' });
    expect(onAnswer).toHaveBeenLastCalledWith('a1', 2);
  });
});
