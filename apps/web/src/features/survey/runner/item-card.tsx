import { VisuallyHidden } from '@mantine/core';
import { useRef, useState, type CSSProperties, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { optionKeyAction, tabbableOption } from './option-keys';
import classes from './runner.module.css';

type Props = {
  id: string;
  number: number;
  total: number;
  text: string;
  labels: string[];
  value: number | undefined;
  wide: boolean;
  onAnswer(value: number): void;
};

/**
 * One item as a radio group of our own (decision 026): native radio buttons choose as the arrows
 * move, so a pupil exploring the options answered each one on the way. Here the arrows move the
 * focus (roving tabindex) and only Space, a number key or a click or touch chooses. The group's
 * name says where the item is ("문항 3 / 60") and each option's name its number key.
 */
export function ItemCard({ id, number, total, text, labels, value, wide, onAnswer }: Props) {
  const { t } = useTranslation('survey');
  const textId = `item-${id}`;
  const options = useRef<(HTMLDivElement | null)[]>([]);
  const [focused, setFocused] = useState<number | null>(null);
  const tabbable = tabbableOption(focused, value);

  const onKeyDown = (event: KeyboardEvent, at: number) => {
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    const action = optionKeyAction(event.key, at, labels.length);
    if (!action) return;
    // the page's own arrows (next item) and Space (scrolling) stay out of the group
    event.preventDefault();
    event.stopPropagation();
    if ('focus' in action) options.current[action.focus]?.focus();
    else onAnswer(action.choose + 1);
  };

  return (
    <div
      className={`${classes.item} ${wide ? classes.wide : ''}`}
      data-item={id}
      role="radiogroup"
      aria-labelledby={textId}
      style={{ '--points': labels.length } as CSSProperties}
    >
      {/* takes the focus when the item shows, so a screen reader reads it with its place */}
      <p id={textId} className={classes.itemText} tabIndex={-1} data-item-text>
        <VisuallyHidden component="span">{t('runner.itemOf', { n: number, total })} </VisuallyHidden>
        <span aria-hidden>{number}. </span>
        {text}
      </p>
      <div className={classes.options}>
        {labels.map((label, index) => {
          const point = index + 1;
          return (
            <div
              key={point}
              ref={(element) => {
                options.current[index] = element;
              }}
              role="radio"
              aria-checked={value === point}
              aria-label={t('runner.optionName', { point, label })}
              tabIndex={index === tabbable ? 0 : -1}
              className={classes.option}
              onClick={() => onAnswer(point)}
              onKeyDown={(event) => onKeyDown(event, index)}
              onFocus={() => setFocused(index)}
              onBlur={() => setFocused(null)}
            >
              <span className={classes.mark} aria-hidden />
              <span className={classes.point} aria-hidden>
                {point}
              </span>
              <span aria-hidden>{label}</span>
            </div>
          );
        })}
      </div>
    </div>
  );
}
