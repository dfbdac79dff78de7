import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { InferResponseType } from 'hono/client';
import { api, ok } from '../../../lib/api-client';

/** The largest file the server takes (src/server/routes/account/contract.ts). */
export const IMPORT_MAX_BYTES = 20 * 1024 * 1024;

/** What an import did, as the route answers it. */
export type ImportSummary = InferResponseType<typeof api.account.import.$post, 200>['summary'];

/** Thrown before any upload for a file the server would refuse for its size. */
export class FileTooLargeError extends Error {
  constructor() {
    super('The file is larger than 20 MB.');
  }
}

/** Sends a Touchline export as it is (no parsing here: the server checks every entry), and answers its summary. */
async function importFile(file: File): Promise<ImportSummary> {
  if (file.size > IMPORT_MAX_BYTES) throw new FileTooLargeError();
  // The file goes as it is, not re-encoded: the route reads its bytes (the client's `init` is sent as given).
  const init = { headers: { 'content-type': 'application/json' }, body: await file.text() };
  return (await ok(api.account.import.$post(undefined, { init }))).summary;
}

/** Imports a file; every view of the journal and the question sets is fetched afresh after it. */
export function useImportData() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: importFile,
    onSuccess: () => queryClient.invalidateQueries(),
  });
}
