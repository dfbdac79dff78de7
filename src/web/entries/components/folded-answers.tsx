import { useId, useState, type ReactNode } from 'react';
import type { JournalEntry } from '../../../domain/entry-content';
import { EntryAnswers } from './entry-answers';
import { ShowMore } from './entry-card';

/** How a screen's cards fold their answers: the button's classes and icon, the answers' box. */
export interface FoldLook {
  toggle: string;
  icon?: (open: boolean) => ReactNode;
  answers?: string;
}

/** A card's answers behind Show more, read only once opened. */
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
        {open && <EntryAnswers entry={entry} />}
      </div>
    </>
  );
}
