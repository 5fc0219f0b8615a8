import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, expect, test, vi } from 'vitest';
import { useCopyrightYear } from './copyright-year';

function Year() {
  return <p>© {useCopyrightYear()} PUTT</p>;
}

afterEach(() => vi.useRealTimers());

test('a page prerendered in one year hydrates without a mismatch in the next, then shows the new year', async () => {
  const container = document.createElement('div');
  container.innerHTML = renderToString(<Year />);
  expect(container.textContent).toBe(`© ${__BUILD_YEAR__} PUTT`);

  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(__BUILD_YEAR__ + 1, 0, 1, 9));
  const recoverable = vi.fn();
  await act(async () => {
    hydrateRoot(container, <Year />, { onRecoverableError: recoverable });
  });

  expect(recoverable).not.toHaveBeenCalled();
  expect(container.textContent).toBe(`© ${__BUILD_YEAR__ + 1} PUTT`);
});
