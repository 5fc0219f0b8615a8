import { useCallback, useEffect, useState } from 'react';

export type MapStatus = 'loading' | 'loaded' | 'failed';

/** How long the embedded map may take before the page gives up on it and shows the address only. */
export const MAP_TIMEOUT_MS = 8000;

const isOffline = () => typeof navigator !== 'undefined' && navigator.onLine === false;

/**
 * Whether the embedded map made it: 'failed' when the browser is offline, goes offline while the
 * map loads, the map's server cannot be reached, or no `load` event arrives within the time-out;
 * the caller then removes the frame. Chromium fires `load` even for a frame that failed on a
 * network error, so a request to the map's origin (`probeUrl`, opaque, no-cors) tells the truth.
 */
export function useMapStatus(probeUrl: string, timeoutMs = MAP_TIMEOUT_MS) {
  const [status, setStatus] = useState<MapStatus>(() => (isOffline() ? 'failed' : 'loading'));

  useEffect(() => {
    if (status !== 'loading') return;
    const fail = () => setStatus((current) => (current === 'loading' ? 'failed' : current));
    const timer = window.setTimeout(fail, timeoutMs);
    window.addEventListener('offline', fail);
    return () => {
      window.clearTimeout(timer);
      window.removeEventListener('offline', fail);
    };
  }, [status, timeoutMs]);

  // The probe runs apart from the status: the frame's `load` (fired even for a frame that failed)
  // may come first, and the probe's failure must still take the map away.
  useEffect(() => {
    const probe = new AbortController();
    fetch(probeUrl, { mode: 'no-cors', cache: 'no-store', signal: probe.signal }).catch(() => {
      if (!probe.signal.aborted) setStatus('failed');
    });
    return () => probe.abort();
  }, [probeUrl]);

  const onLoad = useCallback(() => {
    setStatus((current) => (current === 'loading' ? 'loaded' : current));
  }, []);

  return { status, onLoad };
}
