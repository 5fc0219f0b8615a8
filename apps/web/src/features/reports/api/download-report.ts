import { apiErrorOf } from '@putt/contract/client';
import type { TReportDownload } from '@putt/contract/reports';
import { startBrowserDownload } from '../../../api/browser-download';

/**
 * The report download service (spec-2 §7): POSTs the key, kind, name and birth date, and hands the
 * PDF it answers to the browser's downloader under the examinee's name. A refusal arrives as the
 * API's error body and is thrown as an ApiError, so forms read its fields as for any operation.
 */
export async function downloadReport(input: TReportDownload): Promise<void> {
  const response = await fetch('/documents/reports/download', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-requested-with': 'fetch' },
    body: JSON.stringify(input),
  });
  if (!response.ok) {
    // the API's one reading of an error body, with the wait of a 429 (retryAfter)
    throw apiErrorOf(response.status, await response.json().catch(() => undefined), response.statusText);
  }
  const url = URL.createObjectURL(await response.blob());
  try {
    startBrowserDownload(url, `${input.name.trim()}.pdf`);
  } finally {
    // the click has handed the file over; the page keeps no copy
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
  }
}
