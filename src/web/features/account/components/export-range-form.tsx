import { useState } from 'react';
import { useLocation } from 'wouter';
import { localDay } from '../../../../domain/dates';
import { ENTRY_TYPES, type EntryType } from '../../../../domain/entry-types';
import { paths } from '../../../config/paths';
import { EntryTypeCheckboxes } from '../../../components/entry-type-checkboxes';
import { Button } from '../../../components/ui/button';
import { FormFooter } from '../../../components/ui/form-footer';
import { TextField } from '../../../components/ui/text-field';
import { useForm, type FieldErrors } from '../../../components/ui/use-form';
import { useExportCsv } from '../api/export-data';
import { failureMessage } from '../../../lib/api';

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
  const exportCsv = useExportCsv();
  const [, navigate] = useLocation();

  const rangeOf = (form: FormData) => ({ from: String(form.get('from') ?? ''), to: String(form.get('to') ?? '') });

  /** What is wrong with the form's choice, or null when it can be used. */
  function mistakes(form: FormData): FieldErrors<Field> | null {
    const { from, to } = rangeOf(form);
    const found: FieldErrors<Field> = {};
    if (!from) found.from = 'Choose the first day';
    if (!to) found.to = 'Choose the last day';
    else if (from && to < from) found.to = 'The last day cannot be before the first';
    if (types.length === 0) found.types = 'Choose at least one kind of entry';
    return Object.keys(found).length > 0 ? found : null;
  }

  const { formProps, errors, setErrors, busy } = useForm<Field>({
    check: mistakes,
    send: (form) => exportCsv.mutateAsync({ ...rangeOf(form), types }),
    failed: (error) => ({ form: failureMessage(error, 'Failed to export the CSV') }),
  });

  function openReport() {
    if (!formProps.ref.current) return;
    const form = new FormData(formProps.ref.current);
    const found = mistakes(form);
    setErrors(found ?? {});
    if (found) return;
    const { from, to } = rangeOf(form);
    void navigate(paths.report(from, to, types));
  }

  return (
    <form {...formProps} className="flex flex-col gap-4" noValidate>
      <div className="grid grid-cols-2 gap-3">
        <TextField label="From" name="from" type="date" defaultValue={firstOfLastMonth(today)} error={errors.from} />
        <TextField label="To" name="to" type="date" defaultValue={today} error={errors.to} />
      </div>
      <EntryTypeCheckboxes legend="Kinds of entries" chosen={types} onChange={setTypes} error={errors.types} />
      <FormFooter error={errors.form} busy={busy} variant="secondary" label="Download CSV" busyLabel="Exporting..." />
      <Button variant="secondary" onClick={openReport}>
        Printable Report
      </Button>
    </form>
  );
}
