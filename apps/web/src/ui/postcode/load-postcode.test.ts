import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { POSTCODE_SCRIPT, POSTCODE_TIMEOUT_MS, type PostcodeWidget } from './load-postcode';

const Widget = class {
  embed() {}
  open() {}
} as unknown as PostcodeWidget;

let appended: HTMLScriptElement[];
// a fresh module per test: it remembers its one load
let loadPostcode: () => Promise<PostcodeWidget>;

beforeEach(async () => {
  vi.resetModules();
  ({ loadPostcode } = await import('./load-postcode'));
  appended = [];
  // keep the script out of the document: the test decides whether it loads
  vi.spyOn(document.head, 'append').mockImplementation((...nodes) => {
    appended.push(...(nodes as HTMLScriptElement[]));
  });
  delete window.daum;
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  delete window.daum;
});

describe('loadPostcode', () => {
  it('loads nothing when the widget is already there', async () => {
    window.daum = { Postcode: Widget };
    await expect(loadPostcode()).resolves.toBe(Widget);
    expect(appended).toHaveLength(0);
  });

  it('adds the script once, however often it is asked', async () => {
    const first = loadPostcode();
    const second = loadPostcode();
    expect(appended).toHaveLength(1);
    expect(appended[0]!.src).toBe(POSTCODE_SCRIPT);
    window.daum = { Postcode: Widget };
    appended[0]!.onload?.(new Event('load'));
    await expect(first).resolves.toBe(Widget);
    await expect(second).resolves.toBe(Widget);
  });

  it('fails on a script error, and tries again on the next call', async () => {
    const first = loadPostcode();
    appended[0]!.onerror?.(new Event('error'));
    await expect(first).rejects.toThrow();
    void loadPostcode().catch(() => {});
    expect(appended).toHaveLength(2);
    appended[1]!.onerror?.(new Event('error'));
  });

  it('fails after 10 seconds without an answer', async () => {
    vi.useFakeTimers();
    const pending = loadPostcode();
    vi.advanceTimersByTime(POSTCODE_TIMEOUT_MS);
    await expect(pending).rejects.toThrow(/timed out/);
  });

  it('fails when the script defines no widget', async () => {
    const pending = loadPostcode();
    appended[0]!.onload?.(new Event('load'));
    await expect(pending).rejects.toThrow(/no widget/);
  });
});
