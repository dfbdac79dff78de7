import { useMutation } from '@tanstack/react-query';
import type { Day } from '../../../../domain/dates';
import type { EntryType } from '../../../../domain/entry-types';
import { api } from '../../../lib/api-client';
import { readJson } from '../../../lib/api';

/** The file name the server chose in Content-Disposition. */
function fileNameOf(response: Response, fallback: string): string {
  const match = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '');
  return match?.[1] ?? fallback;
}

/** Saves a download the server answered as a file; an error answer throws an ApiError with the server's words. */
async function saveDownload(call: Promise<unknown>, fallbackName: string): Promise<void> {
  const response = (await call) as Response;
  if (!response.ok) await readJson(response);
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = fileNameOf(response, fallbackName);
  document.body.append(link);
  link.click();
  link.remove();
  // The download has started from the URL by now; later, free the memory it holds.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** Every entry and setting of the athlete, as JSON. */
export const downloadExport = (): Promise<void> => saveDownload(api.account.export.$get(), 'touchline-export.json');

export function useExportData() {
  return useMutation({ mutationFn: downloadExport });
}

export interface CsvFilter {
  from?: Day;
  to?: Day;
  types: EntryType[];
}

/** The entries of some days and types, one row each, as CSV. */
export function useExportCsv() {
  return useMutation({
    mutationFn: ({ from, to, types }: CsvFilter) =>
      saveDownload(
        api.account.export.csv.$get({
          query: { ...(from ? { from } : {}), ...(to ? { to } : {}), types: types.join(',') },
        }),
        'touchline.csv',
      ),
  });
}
