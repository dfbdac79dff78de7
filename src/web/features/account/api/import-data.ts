import { useMutation, useQueryClient } from '@tanstack/react-query';
import { networkFetch, readJson } from '../../../lib/api';

/** The largest file the server takes (src/server/routes/account/contract.ts). */
export const IMPORT_MAX_BYTES = 20 * 1024 * 1024;

export interface ImportSummary {
  imported: number;
  alreadyHere: number;
  refusedCount: number;
  refused: { position: number; entry: string; reason: string }[];
  questionSets: string[];
}

/** Thrown before any upload for a file the server would refuse for its size. */
export class FileTooLargeError extends Error {
  constructor() {
    super('The file is larger than 20 MB.');
  }
}

/** Sends a Touchline export as it is (no parsing here: the server checks every entry), and answers its summary. */
async function importFile(file: File): Promise<ImportSummary> {
  if (file.size > IMPORT_MAX_BYTES) throw new FileTooLargeError();
  const response = await networkFetch('/api/account/import', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: await file.text(),
  });
  return (await readJson<{ summary: ImportSummary }>(response)).summary;
}

/** Imports a file; every view of the journal and the question sets is fetched afresh after it. */
export function useImportData() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: importFile,
    onSuccess: () => queryClient.invalidateQueries(),
  });
}
