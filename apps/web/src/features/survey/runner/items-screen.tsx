import '@mantine/core/styles/Progress.css';
import { Button, Group, Progress, Text } from '@mantine/core';
import { useLayoutEffect, useRef, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ItemCard } from './item-card';
import { pageOf } from './runner-position';

type Item = { id: string; text: string };

type Props = {
  items: Item[];
  labels: string[];
  values: ReadonlyMap<string, number>;
  /** items whose answers the server refused (the time is up): not counted as answered */
  refused: ReadonlySet<string>;
  /** the number keys' hint, for a screen with a keyboard (not a touch screen) */
  keyboardHint: boolean;
  index: number;
  pageSize: number;
  onIndex(index: number): void;
  onAnswer(item: string, value: number): void;
  onReview(): void;
};

/**
 * One item per screen: moves on by itself after an answer, long enough to see the choice taken and
 * to take it back (decision 026; 250 ms was too short to notice a wrong touch).
 */
export const ADVANCE_MS = 700;

/**
 * The items, one per screen on a phone and a page of them on a wider screen. Keyboard: the number
 * keys answer the item in focus (or the page's first unanswered) and go on to the next; Space
 * answers the option in focus; inside an item the arrows move between its options only; outside
 * them ← → move between items (pages) and ↓ goes into the options of the item in focus.
 */
export function ItemsScreen({
  items,
  labels,
  values,
  refused,
  keyboardHint,
  index,
  pageSize,
  onIndex,
  onAnswer,
  onReview,
}: Props) {
  const { t } = useTranslation('survey');
  const { from, to, page, pages } = pageOf(index, pageSize, items.length);
  const advance = useRef<ReturnType<typeof setTimeout>>(undefined);
  const phone = pageSize === 1;
  const last = page === pages - 1;

  // A new item (page) takes the focus, so a screen reader reads it out, and in the same commit as
  // it appears: the last item's options left with it, and a number key pressed before the focus
  // came back would reach the page body, outside the keys' handler, and be lost (seen in e2e
  // under load, where effects ran well after the item showed).
  useLayoutEffect(() => {
    document.getElementById(`item-${items[index]?.id}`)?.focus();
    return () => clearTimeout(advance.current);
  }, [index, items]);

  const goTo = (next: number) => {
    if (next >= items.length) onReview();
    else onIndex(Math.max(0, next));
  };

  const answer = (at: number, value: number) => {
    onAnswer(items[at]!.id, value);
    if (phone) {
      clearTimeout(advance.current);
      advance.current = setTimeout(() => goTo(at + 1), ADVANCE_MS);
    } else if (at + 1 < to) {
      focusOptions(items[at + 1]!.id);
    }
  };

  /** Into an item's options: the one in its Tab order (the chosen, else the first). */
  const focusOptions = (item: string) =>
    document.querySelector<HTMLElement>(`[data-item="${item}"] [role="radio"][tabindex="0"]`)?.focus();

  /** The item the keys act on: the one holding the focus, else the page's first unanswered. */
  const activeIndex = (target: EventTarget | null) => {
    const holder = (target as HTMLElement | null)?.closest?.('[data-item]');
    const held = items.findIndex((item) => item.id === holder?.getAttribute('data-item'));
    if (held >= from && held < to) return held;
    const open = items.slice(from, to).findIndex((item) => !values.has(item.id));
    return from + Math.max(0, open);
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    const point = Number(event.key);
    if (Number.isInteger(point) && point >= 1 && point <= labels.length) {
      event.preventDefault();
      answer(activeIndex(event.target), point);
      return;
    }
    const target = event.target as HTMLElement;
    // an option keeps its arrows, Home, End and Space (item-card.tsx); the rest are for the browser
    if (target.getAttribute('role') === 'radio') return;
    const holder = target.closest?.('[data-item]');
    if (event.key === 'ArrowDown' && target.hasAttribute('data-item-text') && holder) {
      event.preventDefault();
      focusOptions(holder.getAttribute('data-item')!);
    } else if (event.key === 'ArrowRight') {
      event.preventDefault();
      goTo(phone ? index + 1 : to);
    } else if (event.key === 'ArrowLeft') {
      event.preventDefault();
      goTo(phone ? index - 1 : from - pageSize);
    }
  };

  const answered = items.filter((item) => values.has(item.id) && !refused.has(item.id)).length;
  return (
    <div onKeyDown={onKeyDown}>
      <Group justify="space-between" mb={4}>
        <Text size="sm" fw={600}>
          {phone
            ? t('runner.itemOf', { n: index + 1, total: items.length })
            : `${from + 1}–${to} / ${items.length}`}
        </Text>
        <Text size="sm" c="dimmed">
          {t('runner.progress', { answered, total: items.length })}
        </Text>
      </Group>
      {/* the count beside it says the same in words */}
      <Progress value={(answered / items.length) * 100} mb="md" aria-hidden />
      {items.slice(from, to).map((item, offset) => (
        <ItemCard
          key={item.id}
          id={item.id}
          number={from + offset + 1}
          total={items.length}
          text={item.text}
          labels={labels}
          value={values.get(item.id)}
          wide={!phone}
          onAnswer={(value) => answer(from + offset, value)}
        />
      ))}
      <Group justify="space-between" mt="md">
        <Button
          variant="default"
          size="md"
          onClick={() => goTo(phone ? index - 1 : from - pageSize)}
          disabled={from === 0}
        >
          {t('runner.previous')}
        </Button>
        {last ? (
          <Button size="md" onClick={onReview}>
            {t('runner.review')}
          </Button>
        ) : (
          <Button size="md" onClick={() => goTo(phone ? index + 1 : to)}>
            {t('runner.next')}
          </Button>
        )}
      </Group>
      {keyboardHint && (
        <Text size="xs" c="dimmed" mt="sm">
          {t('runner.keyboardHint')}
        </Text>
      )}
    </div>
  );
}
