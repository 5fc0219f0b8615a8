import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderAt } from '../../../testing/render-at';
import ko from '../i18n/ko.json';
import { minutesLeft, TimeLimit, type RunningTime } from './time-limit';

const now = Date.now();
/** A clock whose first item showed `minutesAgo` ago, with a limit of `limit` minutes. */
const clock = (minutesAgo: number, limit: number): RunningTime => ({
  started_at: now - minutesAgo * 60_000,
  limit_minutes: limit,
  now,
});

function show(time: RunningTime, props: { refusedTimeUp?: boolean; unsaved?: number } = {}) {
  renderAt(
    '/',
    '/',
    <TimeLimit
      time={time}
      extending={false}
      refusedTimeUp={props.refusedTimeUp ?? false}
      unsaved={props.unsaved ?? 0}
      onExtend={vi.fn()}
    />,
    { survey: ko },
  );
}

describe('minutesLeft', () => {
  it("counts from the first item shown, on the server's clock", () => {
    expect(minutesLeft(clock(2, 20), now, 0)).toBe(18);
    // this device's clock is a minute behind the server's
    expect(minutesLeft(clock(2, 20), now - 60_000, 60_000)).toBe(18);
    // an extension given when the time was up: ten minutes from that moment, whatever the limit
    expect(minutesLeft(clock(33, 33 + 10), now, 0)).toBe(10);
  });
});

describe('TimeLimit', () => {
  it('shows the minutes left quietly while there is time', () => {
    show(clock(2, 20));
    expect(screen.getByText('남은 시간 18분')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says at time-up, in one alert, that the time is up and how many answers wait unsaved', () => {
    show(clock(21, 20), { unsaved: 2 });
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain(ko.time.up);
    expect(alert.textContent).toContain(ko.time.unsaved.replace('{{count}}', '2'));
  });

  it("takes the server's refusal for time-up even when this device's clock still shows a minute", () => {
    show(clock(19.5, 20), { refusedTimeUp: true, unsaved: 1 });
    expect(screen.getByRole('alert').textContent).toContain(ko.time.up);
  });
});
