import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { localDay } from '../../../../domain/dates';
import { ENTRY_TYPES, type EntryType } from '../../../../domain/entry-types';
import { paths } from '../../../config/paths';
import { EntryTypeCheckboxes } from '../../../components/entry-type-checkboxes';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { showToast } from '../../../components/ui/toast';
import { useFieldErrors } from '../../../components/ui/use-field-errors';
import { useExportCsv } from '../api/export-data';
import { accountErrorMessage } from '../error-message';

type Field = 'from' | 'to' | 'types';

/** The first day offered: the first of last month. */
function firstOfLastMonth(today: string): string {
  const [year, month] = today.split('-').map(Number) as [number, number];
  return month === 1 ? `${year - 1}-12-01` : `${year}-${String(month - 1).padStart(2, '0')}-01`;
}

/**
 * Some days and kinds of entries, then either a CSV download (one row per entry, for a spreadsheet) or the printable
 * report of them (for "Print or save as PDF").
 */
export function ExportRangeForm() {
  const today = localDay(new Date());
  const [types, setTypes] = useState<EntryType[]>([...ENTRY_TYPES]);
  const { formRef, errors, setErrors, clearErrors } = useFieldErrors<Field>();
  const exportCsv = useExportCsv();
  const navigate = useNavigate();

  /** The form's choice, or null (with its errors shown) when it cannot be used. */
  function read(form: HTMLFormElement): { from: string; to: string } | null {
    const data = new FormData(form);
    const from = String(data.get('from') ?? '');
    const to = String(data.get('to') ?? '');
    const found: Partial<Record<Field, string>> = {};
    if (!from) found.from = 'Choose the first day';
    if (!to) found.to = 'Choose the last day';
    else if (from && to < from) found.to = 'The last day cannot be before the first';
    if (types.length === 0) found.types = 'Choose at least one kind of entry';
    if (Object.keys(found).length > 0) {
      setErrors(found);
      return null;
    }
    clearErrors();
    return { from, to };
  }

  function downloadCsv(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const range = read(event.currentTarget);
    if (!range) return;
    exportCsv.mutate(
      { ...range, types },
      { onError: (error) => showToast('error', accountErrorMessage(error, 'Failed to export the CSV')) },
    );
  }

  function openReport() {
    const range = formRef.current && read(formRef.current);
    if (range) void navigate(paths.report(range.from, range.to, types));
  }

  return (
    <form ref={formRef} onSubmit={downloadCsv} className="flex flex-col gap-4" noValidate>
      <div className="grid grid-cols-2 gap-3">
        <TextField label="From" name="from" type="date" defaultValue={firstOfLastMonth(today)} error={errors.from} />
        <TextField label="To" name="to" type="date" defaultValue={today} error={errors.to} />
      </div>
      <EntryTypeCheckboxes legend="Kinds of entries" chosen={types} onChange={setTypes} error={errors.types} />
      <Button type="submit" variant="secondary" disabled={exportCsv.isPending}>
        {exportCsv.isPending ? 'Exporting...' : 'Download CSV'}
      </Button>
      <Button variant="secondary" onClick={openReport}>
        Printable Report
      </Button>
    </form>
  );
}
