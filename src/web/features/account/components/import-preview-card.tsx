import { importPreviewText } from '../../../../domain/imports';
import { Button } from '../../../components/ui/button';
import type { ImportPreview } from '../api/import-data';

/** What another app's file would import ("3 notes from Daylio, October 3 to 5, 2026."), asked before writing. */
export function ImportPreviewCard({
  preview,
  pending,
  onImport,
  onCancel,
}: {
  preview: ImportPreview;
  pending: boolean;
  onImport: () => void;
  onCancel: () => void;
}) {
  return (
    <section
      aria-label="Import preview"
      className="flex flex-col gap-3 rounded-xl border border-line bg-canvas p-4 text-ink"
    >
      <p role="status" className="text-base">
        {importPreviewText(preview)}
      </p>
      <div className="flex flex-wrap gap-3">
        <Button onClick={onImport} disabled={pending}>
          {pending ? 'Importing...' : 'Import'}
        </Button>
        <Button variant="secondary" onClick={onCancel} disabled={pending}>
          Cancel
        </Button>
      </div>
    </section>
  );
}
