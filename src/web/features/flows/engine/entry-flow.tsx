import { useRef, useState, type ReactNode } from 'react';
import type { DraftKind } from '../../../../domain/flow-drafts';
import { focusFirstError } from '../../../lib/focus-first-error';
import { DraftOffer } from '../draft-offer';
import { FlowFrame } from '../flow-frame';
import type { EntryDraft } from '../use-entry-draft';
import { useEntrySave, type EntrySaveRequest } from '../use-entry-save';
import { fieldPaths, type FlowProblems, type FlowScreen } from './flow-field';
import { FlowFields } from './flow-fields';

/** The forward button: NEXT on to another step, or DONE to save; `held` disables it (a required choice not made). */
export interface Forward {
  label: 'Next' | 'Done';
  held?: boolean;
}

/**
 * The one engine of every entry flow: the screens shown now (one step, or every screen of a one-page flow), their
 * fields bound to the draft, BACK and NEXT or DONE, and the save.
 *
 * - Forward runs the flow's check of what is shown (`check`). A problem holds the athlete: it shows under its field,
 *   focus goes there, and from then on problems follow what is typed. Else `onForward` moves on, or returns the save.
 * - The save is the one save of every flow (useEntrySave): a refusal by the server shows under the field it names
 *   when a screen shows it, else next to DONE.
 * - Moving to another screen takes focus to its first field, and the problems start over.
 * - A draft found on opening is offered first (DraftOffer); a flow may adjust what continuing and discarding do.
 */
export function EntryFlow<K extends DraftKind>({
  title,
  displayDate,
  kept,
  signedIn,
  screens,
  check = () => ({}),
  forward = { label: 'Done' },
  onForward,
  onBack,
  onContinueDraft = () => kept.continueDraft(),
  onDiscardDraft = kept.discardDraft,
  layout = 'step',
  banner,
}: {
  title: string;
  displayDate?: string;
  kept: EntryDraft<K>;
  signedIn: boolean;
  screens: readonly FlowScreen[];
  /** Why the athlete cannot leave the screens shown; empty when they can (none: always). */
  check?: () => FlowProblems;
  /** The forward button; DONE by default (a flow of one screen). */
  forward?: Forward;
  /** Called when the check passes: moves on, or returns the save to make. */
  onForward: () => EntrySaveRequest | void;
  onBack: () => void;
  onContinueDraft?: () => void;
  onDiscardDraft?: () => void;
  /** A page of several screens spaces them apart further and offers DONE in its header too. */
  layout?: 'step' | 'page';
  /** Said above the fields (the game a postgame finishes). */
  banner?: ReactNode;
}) {
  const { save, saving, failure, fieldErrors } = useEntrySave({
    signedIn,
    draft: kept,
    fields: fieldPaths(screens.flatMap((screen) => screen.fields)),
  });
  const shown = screens.map((screen) => screen.key).join(' ');
  // Where the athlete is: a move to another screen focuses its first field (not the first screen: no keyboard popping
  // up unasked) and starts its problems over.
  const [at, setAt] = useState({ shown, moved: false });
  // Problems show once the athlete has tried to move on, and then follow what they type.
  const [tried, setTried] = useState(false);
  if (at.shown !== shown) {
    setAt({ shown, moved: true });
    setTried(false);
  }
  const bodyRef = useRef<HTMLDivElement>(null);
  // The flow's own checks first; a field they pass may still be refused by the server.
  const problems: FlowProblems = { ...fieldErrors, ...(tried ? check() : {}) };

  function goForward() {
    if (Object.keys(check()).length > 0) {
      setTried(true);
      return focusFirstError(bodyRef.current);
    }
    const request = onForward();
    if (request) save(request);
  }

  return (
    <>
      <DraftOffer savedAt={kept.offer} onContinue={onContinueDraft} onDiscard={onDiscardDraft} />
      <FlowFrame
        title={title}
        displayDate={displayDate}
        busy={saving}
        failure={failure}
        onBack={onBack}
        primary={{ label: forward.label, disabled: forward.held, onClick: goForward }}
        doneInHeader={layout === 'page'}
      >
        {banner}
        <div ref={bodyRef} className={`flex flex-col ${layout === 'page' ? 'gap-8' : 'gap-4'}`}>
          {screens.map((screen) => (
            <div key={screen.key} className="flex flex-col gap-4">
              <FlowFields fields={screen.fields} problems={problems} autoFocus={at.moved} />
            </div>
          ))}
          {problems.form && (
            <p role="alert" className="font-semibold text-danger">
              {problems.form}
            </p>
          )}
        </div>
      </FlowFrame>
    </>
  );
}
