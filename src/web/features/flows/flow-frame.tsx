import type { FormEvent, KeyboardEvent, ReactNode } from 'react';
import { ActionBar } from '../../components/ui/action-bar';
import { Button } from '../../components/ui/button';
import { DateLabel } from '../../components/ui/date-label';
import { FormError } from '../../components/ui/form-error';
import { Screen } from '../../components/ui/screen';

export interface PrimaryAction {
  label: 'Next' | 'Done';
  disabled?: boolean;
  onClick: () => void;
}

/**
 * The frame of every entry flow screen: title, the day the entry is for, the content, and Back with Next or Done
 * at the bottom. While saving, every control is disabled and Done reads Saving.... Why a save failed (`failure`)
 * shows above Done. A long page (`doneInHeader`) also offers Done at the top, for a thumb that has not scrolled.
 */
export function FlowFrame({
  title,
  displayDate,
  busy = false,
  onBack,
  primary,
  failure = null,
  doneInHeader = false,
  children,
}: {
  title: string;
  /** The day the entry is for, as shown (none for a flow whose day is said on its own screens). */
  displayDate?: string;
  busy?: boolean;
  onBack: () => void;
  primary?: PrimaryAction;
  failure?: string | null;
  doneInHeader?: boolean;
  children: ReactNode;
}) {
  // Enter in a one-line field or on a checkbox would submit the form; only pressing Next or Done moves on, so a
  // stray Enter can never save half an entry.
  function blockImplicitSubmit(event: KeyboardEvent) {
    if (event.key === 'Enter' && event.target instanceof HTMLInputElement) event.preventDefault();
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (primary && !primary.disabled && !busy) primary.onClick();
  }

  const actions = (
    <ActionBar>
      {primary?.label === 'Done' && <FormError message={failure ?? undefined} />}
      <div className="grid grid-cols-2 gap-3">
        <Button variant="secondary" onClick={onBack} className={primary ? '' : 'col-span-2'}>
          Back
        </Button>
        {primary && (
          <Button type="submit" disabled={primary.disabled}>
            {busy ? 'Saving...' : primary.label}
          </Button>
        )}
      </div>
    </ActionBar>
  );

  // The header's Done is a shortcut for the pointer: the keyboard and screen readers have the one at the bottom (always
  // in reach), so they meet one Done, not two.
  const headerDone = doneInHeader && primary?.label === 'Done' && (
    <Button type="submit" disabled={primary.disabled} aria-hidden tabIndex={-1} className="min-h-11 px-4">
      {primary.label}
    </Button>
  );

  return (
    <form onSubmit={submit} onKeyDown={blockImplicitSubmit} noValidate aria-busy={busy}>
      {/* A disabled fieldset disables every control inside it at once. */}
      <fieldset disabled={busy} className="m-0 min-w-0 border-0 p-0">
        <Screen title={title} footer={actions} action={headerDone || undefined}>
          {displayDate && <DateLabel>{displayDate}</DateLabel>}
          {children}
        </Screen>
      </fieldset>
    </form>
  );
}
