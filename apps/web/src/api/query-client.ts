import { ApiError } from '@putt/contract/client';
import { QueryClient } from '@tanstack/react-query';

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 60_000,
      refetchOnWindowFocus: false,
      // A refused or invalid call will be refused again; only network trouble is worth one retry.
      retry: (count, error) =>
        count < 1 && (!(error instanceof ApiError) || error.status === 0 || error.status >= 500),
    },
  },
});
