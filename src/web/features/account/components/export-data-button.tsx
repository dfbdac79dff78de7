import { Button } from '../../../components/ui/button';
import { showToast } from '../../../components/ui/toast';
import { useExportData } from '../api/export-data';
import { failureMessage } from '../../../lib/api';

/** Downloads every entry and setting of the athlete as one JSON file. */
export function ExportDataButton() {
  const exportData = useExportData();

  function start() {
    exportData.mutate(undefined, {
      onError: (error) => showToast('error', failureMessage(error, 'Failed to export your data')),
    });
  }

  return (
    <Button variant="secondary" onClick={start} disabled={exportData.isPending}>
      {exportData.isPending ? 'Exporting...' : 'Export my data'}
    </Button>
  );
}
