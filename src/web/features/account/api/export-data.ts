import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { readJson } from '../../../lib/api';

const FALLBACK_NAME = 'touchline-export.json';

/** The file name the server chose in Content-Disposition. */
function fileNameOf(response: Response): string {
  const match = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '');
  return match?.[1] ?? FALLBACK_NAME;
}

/** Fetches every entry and setting of the athlete as JSON and saves it as a file. */
export async function downloadExport(): Promise<void> {
  const response = (await api.account.export.$get()) as unknown as Response;
  // An error answer throws an ApiError with the server's words.
  if (!response.ok) await readJson(response);
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = fileNameOf(response);
  document.body.append(link);
  link.click();
  link.remove();
  // The download has started from the URL by now; later, free the memory it holds.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

export function useExportData() {
  return useMutation({ mutationFn: downloadExport });
}
