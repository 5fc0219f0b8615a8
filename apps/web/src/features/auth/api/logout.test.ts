import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import { createElement, type ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../../api/client';
import { sessionQuery, useSession } from '../../../session/session';
import { useLogout } from './logout';

afterEach(() => vi.restoreAllMocks());

describe('logout', () => {
  it('turns every watcher of the session into a visitor and forgets the member’s data', async () => {
    const client = new QueryClient();
    client.setQueryData(sessionQuery.queryKey, { uid: 'admin1', type: 'admin', orgId: 'org1' } as never);
    client.setQueryData(['getOrderList', { page: 1 }], { Items: [] });
    vi.spyOn(api, 'call').mockResolvedValue({} as never);
    const wrapper = ({ children }: { children: ReactNode }) =>
      createElement(QueryClientProvider, { client }, children);

    const { result } = renderHook(() => ({ session: useSession(), logout: useLogout() }), { wrapper });
    expect(result.current.session.status).toBe('signedIn');

    await act(() => result.current.logout());
    await waitFor(() => expect(result.current.session.status).toBe('visitor'));
    expect(api.call).toHaveBeenCalledWith('logoutUser', {});
    expect(client.getQueryData(['getOrderList', { page: 1 }])).toBeUndefined();
  });

  it('stops the reads on their way before the session ends', async () => {
    const client = new QueryClient();
    let signal: AbortSignal | undefined;
    void client.prefetchQuery({
      queryKey: ['getOrderList', { page: 1 }],
      queryFn: (context) => {
        signal = context.signal;
        return new Promise(() => undefined);
      },
    });
    let abortedAtLogout: boolean | undefined;
    vi.spyOn(api, 'call').mockImplementation(async () => {
      abortedAtLogout = signal?.aborted;
      return {} as never;
    });
    const wrapper = ({ children }: { children: ReactNode }) =>
      createElement(QueryClientProvider, { client }, children);
    const { result } = renderHook(() => useLogout(), { wrapper });
    await act(() => result.current());
    expect(abortedAtLogout).toBe(true);
  });
});
