import { dehydrate, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import { createElement, type ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api, queryKeyOf } from '../api/client';
import { queryClient } from '../api/query-client';
import { sessionQuery, useCheckedSession } from '../session/session';
import {
  refreshPrerenderedData,
  resumePrerenderedPage,
  snapshotState,
  type PrerenderState,
} from './prerender';

const BUILD_TIME = Date.now() - 24 * 60 * 60_000; // the snapshot was taken a day ago

/** A prerendered page's state as the build writes it: a visitor's session, dated at the build. */
function writeSnapshot(): void {
  const build = new QueryClient();
  build.setQueryData(sessionQuery.queryKey, null, { updatedAt: BUILD_TIME });
  const state: PrerenderState = { lang: 'ko', ns: ['common'], chunks: [], queries: dehydrate(build) };
  const script = document.createElement('script');
  script.type = 'application/json';
  script.id = 'prerender-state';
  script.textContent = JSON.stringify(state);
  document.body.append(script);
}

const wrapper = ({ children }: { children: ReactNode }) =>
  createElement(QueryClientProvider, { client: queryClient }, children);

afterEach(() => vi.restoreAllMocks());

describe('a prerendered page taken over', () => {
  it('keeps the snapshot data until the page has hydrated, and decides nothing on its session', async () => {
    const getSession = vi.spyOn(api, 'call').mockResolvedValue({ Item: null } as never);
    writeSnapshot();
    expect(await resumePrerenderedPage()).toBe(true);

    // not stale: no component refetches it on mount, while nested parts may still be hydrating
    const query = queryClient.getQueryCache().find({ queryKey: sessionQuery.queryKey })!;
    expect(query.isStaleByTime(sessionQuery.staleTime as number)).toBe(false);

    // the build's visitor session is no answer for a members-only page
    const { result } = renderHook(() => useCheckedSession(), { wrapper });
    expect(result.current.status).toBe('loading');
    expect(getSession).not.toHaveBeenCalled();

    // once the page has hydrated, the server is asked and its answer stands
    refreshPrerenderedData();
    await waitFor(() => expect(result.current.status).toBe('visitor'), { timeout: 3000 });
    expect(getSession).toHaveBeenCalledWith('getSession', {}, expect.anything());
  });
});

describe('a page being prerendered', () => {
  afterEach(() => queryClient.clear());

  it('leaves the build server’s company data out of its snapshot', () => {
    queryClient.setQueryData(sessionQuery.queryKey, null);
    queryClient.setQueryData(queryKeyOf('getSiteInfo'), { businessNumber: '000-00-00000' } as never);
    const keys = snapshotState().queries.queries.map((query) => query.queryKey[0]);
    expect(keys).toContain(sessionQuery.queryKey[0]);
    expect(keys).not.toContain('getSiteInfo');
  });
});
