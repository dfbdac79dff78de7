import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { InferResponseType } from 'hono/client';
import { api, ok } from '../../../lib/api-client';

/** The largest file the server takes (src/server/routes/account/contract.ts). */
export const IMPORT_MAX_BYTES = 20 * 1024 * 1024;

type ImportAnswer = InferResponseType<typeof api.account.import.$post, 200>;

/** What an import did, as the route answers it. */
export type ImportSummary = Extract<ImportAnswer, { summary: unknown }>['summary'];

/** What another app's file would import, as the route answers a preview. */
export type ImportPreview = Extract<ImportAnswer, { preview: unknown }>['preview'];

/** Thrown before any upload for a file the server would refuse for its size. */
export class FileTooLargeError extends Error {
  constructor() {
    super('The file is larger than 20 MB.');
  }
}

/** One file to send: asked as a preview first (another app's), then written. */
export interface ImportRequest {
  file: File;
  timeZone: string;
  preview: boolean;
}

/**
 * Sends the file as it is (no parsing here: the server recognises it and checks every entry). A preview of a
 * Touchline export imports it at once, as it always did: the answer then holds its summary.
 */
async function importFile({ file, timeZone, preview }: ImportRequest): Promise<ImportAnswer> {
  if (file.size > IMPORT_MAX_BYTES) throw new FileTooLargeError();
  // Sent as the bytes it is: the route recognises a zip, a CSV or JSON by its content, whatever the browser guesses.
  const init = { headers: { 'content-type': 'application/octet-stream' }, body: file };
  const query = { timeZone, preview: String(preview) as 'true' | 'false' };
  return ok(api.account.import.$post({ query }, { init }));
}

/** Imports a file; every view of the journal and the question sets is fetched afresh after a write. */
export function useImportData() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: importFile,
    onSuccess: (answer) => {
      if ('summary' in answer) void queryClient.invalidateQueries();
    },
  });
}
