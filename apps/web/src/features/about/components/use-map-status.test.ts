import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MAP_TIMEOUT_MS, useMapStatus } from './use-map-status';

describe('useMapStatus', () => {
  const probe = 'https://map.example/probe';
  beforeEach(() => {
    vi.useFakeTimers();
    // the map's server answers slowly: only the frame's load event or the time-out decides
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise(() => {})),
    );
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  it('gives up on the map when no load event arrives within 8 seconds', () => {
    const { result } = renderHook(() => useMapStatus(probe));
    expect(result.current.status).toBe('loading');
    act(() => vi.advanceTimersByTime(MAP_TIMEOUT_MS - 1));
    expect(result.current.status).toBe('loading');
    act(() => vi.advanceTimersByTime(1));
    expect(result.current.status).toBe('failed');
  });

  it('keeps the map once it has loaded', () => {
    const { result } = renderHook(() => useMapStatus(probe));
    act(() => result.current.onLoad());
    act(() => vi.advanceTimersByTime(MAP_TIMEOUT_MS * 2));
    expect(result.current.status).toBe('loaded');
  });

  it('shows the address only when the browser is offline', () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const { result } = renderHook(() => useMapStatus(probe));
    expect(result.current.status).toBe('failed');
  });

  it('gives up when the browser goes offline while the map loads', () => {
    const { result } = renderHook(() => useMapStatus(probe));
    act(() => {
      window.dispatchEvent(new Event('offline'));
    });
    expect(result.current.status).toBe('failed');
  });

  it('gives up at once when the map server cannot be reached (the frame would show an error page)', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    );
    const { result } = renderHook(() => useMapStatus(probe));
    await act(async () => {});
    expect(result.current.status).toBe('failed');
    expect(fetch).toHaveBeenCalledWith(probe, expect.objectContaining({ mode: 'no-cors' }));
  });

  it('gives up when the probe fails after the frame fired its load event (Chromium fires it for a failed frame)', async () => {
    let reject: (error: Error) => void = () => {};
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise((_, no) => (reject = no))),
    );
    const { result } = renderHook(() => useMapStatus(probe));
    act(() => result.current.onLoad());
    expect(result.current.status).toBe('loaded');
    await act(async () => reject(new TypeError('Failed to fetch')));
    expect(result.current.status).toBe('failed');
  });
});
