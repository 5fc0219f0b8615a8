import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderAt } from '../../../testing/render-at';
import guide from '../i18n/ko.json';
import { IntroHero } from './intro-hero';

// spec-1 §2 to the millisecond; the e2e in a real browser checks the order, which load cannot change.
describe('IntroHero', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  const subtitle = () => screen.queryByText(guide.intro.hero.subtitle);
  // the description's words after the company's name
  const description = () => screen.queryByText(/PUTT 다재능검사와 TOCC 창의성역량검사로/);

  it('shows the tagline at once, the subtitle at 300 ms and the description at 700 ms', async () => {
    renderAt('/Intro', '/Intro', <IntroHero />, { guide });
    expect(screen.getByRole('heading', { name: guide.intro.hero.tagline })).toBeTruthy();
    expect(subtitle()).toBeNull();
    expect(description()).toBeNull();

    await act(async () => vi.advanceTimersByTime(299));
    expect(subtitle()).toBeNull();
    await act(async () => vi.advanceTimersByTime(1));
    expect(subtitle()).not.toBeNull();
    expect(description()).toBeNull();

    await act(async () => vi.advanceTimersByTime(399));
    expect(description()).toBeNull();
    await act(async () => vi.advanceTimersByTime(1));
    expect(description()).not.toBeNull();
  });
});
