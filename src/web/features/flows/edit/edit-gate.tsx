import type { ReactNode } from 'react';
import { dayState } from '../../../entries/navigation/day-state';
import { entryTypeSlug, isOfType, type EntryType } from '../../../../domain/entry-types';
import { paths } from '../../../config/paths';
import { Button, ButtonLink } from '../../../components/ui/button';
import { Screen } from '../../../components/ui/screen';
import type { FlowEdit } from '../flow-config';
import type { FlowDay } from '../flow-day';
import { readReturnTo } from '../../../entries/navigation/edit-arrival';
import { useEntryToEdit } from './use-entry-to-edit';
import { Skeleton } from '../../../components/ui/skeleton';
import { usePlace } from '../../../lib/navigation';

/**
 * Opens the `type` flow on the saved entry `id` once it is loaded, on the entry's own day, returning where the athlete
 * came from (else that day's view). Until then, and when the id names no entry of this athlete or one of another type,
 * it says so and offers a way on.
 */
export function EditGate<T extends EntryType>({
  id,
  type,
  title,
  children,
}: {
  id: string;
  type: T;
  title: string;
  children: (edit: FlowEdit<T>, flowDay: FlowDay) => ReactNode;
}) {
  const load = useEntryToEdit(id);
  const returnTo = readReturnTo(usePlace().state);
  if (load.status === 'ready' && load.entry && isOfType(load.entry, type)) {
    const { entry } = load;
    return children({ entry, exitTo: returnTo ?? paths.day(entry.day) }, { day: dayState(entry.day) });
  }
  const slug = entryTypeSlug(type);
  return (
    <Screen title={title}>
      {load.status === 'loading' && <Skeleton label="Loading entry..." shape="form" />}
      {(load.status === 'failed' || load.status === 'not-on-device') && (
        <>
          <p role="alert" className="rounded-card bg-danger-soft p-4 text-danger">
            {load.status === 'failed'
              ? 'Could not load this entry. Please try again.'
              : 'This entry is not saved on this device. Connect to the internet and try again.'}
          </p>
          <Button onClick={load.retry}>Try again</Button>
        </>
      )}
      {load.status === 'ready' && load.entry === null && (
        <>
          <p role="alert" className="rounded-card bg-danger-soft p-4 text-danger">
            That entry could not be found: it may have been deleted.
          </p>
          <ButtonLink to={paths.entryFlow(slug)}>New {type} entry</ButtonLink>
        </>
      )}
      {load.status === 'ready' && load.entry && (
        <>
          <p role="alert" className="rounded-card bg-danger-soft p-4 text-danger">
            That entry is a {load.entry.type} entry, not a {type} entry.
          </p>
          <ButtonLink
            to={paths.editEntry(entryTypeSlug(load.entry.type), id)}
            state={returnTo ? { returnTo } : undefined}
          >
            Edit the {load.entry.type} entry
          </ButtonLink>
        </>
      )}
      <ButtonLink to={returnTo ?? paths.journal} variant="secondary">
        {returnTo ? 'Go back' : 'Back to journal'}
      </ButtonLink>
    </Screen>
  );
}
