import type { CSSProperties } from 'react';
import classes from './runner.module.css';

type Props = {
  id: string;
  number: number;
  text: string;
  labels: string[];
  value: number | undefined;
  wide: boolean;
  onAnswer(value: number): void;
};

/**
 * One item as a group of radio buttons: announced by screen readers with its number and text, each
 * option with its point and label; arrows move the choice, as in any radio group.
 */
export function ItemCard({ id, number, text, labels, value, wide, onAnswer }: Props) {
  const legendId = `item-${id}`;
  return (
    <fieldset
      className={`${classes.item} ${wide ? classes.wide : ''}`}
      data-item={id}
      style={{ '--points': labels.length } as CSSProperties}
    >
      <legend id={legendId} className={classes.itemText} tabIndex={-1}>
        {number}. {text}
      </legend>
      <div className={classes.options}>
        {labels.map((label, index) => {
          const point = index + 1;
          return (
            <label key={point} className={classes.option}>
              <input
                type="radio"
                name={legendId}
                value={point}
                checked={value === point}
                onChange={() => onAnswer(point)}
              />
              <span className={classes.point} aria-hidden>
                {point}
              </span>
              <span>{label}</span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
