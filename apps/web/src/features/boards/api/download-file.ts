import { useMutation } from '@tanstack/react-query';
import { api } from '../../../api/client';
import { startBrowserDownload } from '../../../api/browser-download';

/**
 * Downloads a stored file: the server checks it and answers its address, which the browser then
 * downloads itself (no copy of the file in the page's memory).
 */
export function useDownloadFile() {
  return useMutation({
    mutationFn: async (file: { id: string; name?: string }) => {
      const stored = await api.call('downloadNormalFile', file);
      startBrowserDownload(stored.url, stored.name);
      return stored;
    },
  });
}
