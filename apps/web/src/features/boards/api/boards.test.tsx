import { HOME_BOARD_SIZE } from '@putt/contract/boards';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { useLatestPosts } from './boards';

const call = vi.hoisted(() => vi.fn(async () => ({ Items: [], page: 1, hasNext: false })));
vi.mock('../../../api/client', async (original) => ({ ...(await original<object>()), api: { call } }));

describe('useLatestPosts', () => {
  it("asks for Home's number of posts (written out there, to keep the contract's schemas off Home)", async () => {
    const client = new QueryClient();
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    );
    const { result } = renderHook(() => useLatestPosts('PRESS'), { wrapper });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(call).toHaveBeenCalledWith(
      'getBoards',
      { type: 'PRESS', page: 1, size: HOME_BOARD_SIZE },
      expect.anything(),
    );
  });
});
