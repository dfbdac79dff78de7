import { useId, useState, type ReactNode } from 'react';
import type { JournalEntry } from '../../../domain/entry-content';
import { EntryAnswers } from './entry-answers';
import { ShowMore } from './entry-card';
import { EntryFacts } from './entry-facts';

/** How a screen's cards fold their answers: the button's classes and icon, the answers' box. */
export interface FoldLook {
  toggle: string;
  icon?: (open: boolean) => ReactNode;
  answers?: string;
}

/** A calm card's details behind Show more (what it records beyond its figure, its answers), read only once opened. */
export function FoldedAnswers({ entry, look }: { entry: Pick<JournalEntry, 'type' | 'content'>; look: FoldLook }) {
  const [open, setOpen] = useState(false);
  const answersId = useId();
  return (
    <>
      <ShowMore
        open={open}
        onToggle={() => setOpen((wasOpen) => !wasOpen)}
        controls={answersId}
        className={look.toggle}
        icon={look.icon?.(open)}
      />
      <div id={answersId} hidden={!open} className={look.answers}>
        {open && (
          <div className="flex flex-col gap-3">
            <EntryFacts entry={entry} />
            <EntryAnswers entry={entry} />
          </div>
        )}
      </div>
    </>
  );
}
