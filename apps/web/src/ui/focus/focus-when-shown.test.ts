import { afterEach, describe, expect, it } from 'vitest';
import { focusNewPageWhenShown } from './focus-when-shown';

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(() => {
  document.body.innerHTML = '';
});

describe('focusNewPageWhenShown', () => {
  it('waits for a page still loading, then focuses its heading and says it', async () => {
    document.body.innerHTML = '<div id="live"></div><main id="main"><p>loading</p></main>';
    const live = document.getElementById('live');
    focusNewPageWhenShown(live);
    await settle();
    expect(document.activeElement).toBe(document.body);
    document.getElementById('main')!.innerHTML = '<h1>주문 상세: 한빛초</h1>';
    await settle();
    expect(document.activeElement?.textContent).toBe('주문 상세: 한빛초');
    expect(live?.textContent).toBe('주문 상세: 한빛초');
  });

  it('leaves focus where the user put it while the page loaded', async () => {
    document.body.innerHTML = '<button id="menu">menu</button><main id="main"></main>';
    focusNewPageWhenShown(null);
    document.getElementById('menu')!.focus();
    document.getElementById('main')!.innerHTML = '<h1>주문</h1>';
    await settle();
    expect(document.activeElement?.id).toBe('menu');
  });
});
