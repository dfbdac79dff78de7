import { useEffect, useRef, useState } from 'react';
import { readStoredDraft, type DraftKind, type StoredDraft } from '../../../domain/flow-drafts';
import { draftKey, readDraft, removeDraft, writeDraft } from '../../lib/drafts';

/** A flow's state as its draft keeps it: what was typed, and where the athlete was. */
export type FlowState<K extends DraftKind> = Omit<StoredDraft<K>, 'savedAt' | 'baseVersion'>;

/** What the athlete typed in a flow of kind `K`. */
type DraftOf<K extends DraftKind> = StoredDraft<K> extends { draft: infer D } ? D : never;

/**
 * Whose draft of which flow: the athlete (none: no draft is kept), the flow, its day, and the entry edited with its
 * version as the flow opened (null: a new entry).
 */
export interface DraftPlace {
  owner: string | null;
  flow: string;
  day: string;
  entry: { id: string; version: number } | null | undefined;
}

/** What saving a flow's entry needs of its draft: the version to save an edit against, and what to do after. */
export interface SavedDraft {
  baseVersion: number | null;
  /** After a conflict: save against `version`, the entry's as the server now holds it (the 409 carries it). */
  followLatest(version: number): void;
  /** Once the entry is saved (or kept to sync): the draft is gone. */
  forget(): void;
}

// Blank text counts as nothing typed, so an answer typed and wiped again leaves no draft behind.
const typed = (draft: unknown) => JSON.stringify(draft, (_key, value: unknown) => (value === '' ? undefined : value));

/**
 * The one draft hook of every entry flow: its state, kept on the device as a draft while the athlete types (written
 * at once, so a reload, Back or a closed app keeps it) and removed when nothing differs from where the flow started.
 * A draft found on opening is offered first (`offer`, when it was last typed): Continue restores it, Discard deletes
 * it. `forget` removes it once the entry is saved. With no owner (`place.owner` null) nothing is kept on the device.
 *
 * `baseVersion` is the version of the edited entry that what is typed was made from, to save against: the version
 * the flow opened on, or a continued draft's. An edit made elsewhere since is then a conflict the athlete is told of;
 * `followLatest` then takes the entry's version as the server now holds it, so that saving again keeps what was typed.
 */
export function useEntryDraft<K extends DraftKind>(kind: K, place: DraftPlace, initial: () => FlowState<K>) {
  // The place the flow opened with: what it shows may change while it saves (a finished game is no longer one to
  // finish), but its draft stays where it was.
  const [key] = useState(() =>
    place.owner === null ? null : draftKey(place.owner, place.flow, place.day, place.entry?.id ?? null),
  );
  const [start] = useState(initial);
  const [offer, setOffer] = useState(() => (key ? readDraft(key, (value) => readStoredDraft(kind, value)) : null));
  const [state, setState] = useState(start);
  const saved = useRef(false);
  // The version typed over, fixed as the flow opens (null: the entry's as the flow shows it), then the one a conflict
  // said the server holds.
  const [pinnedVersion, setPinnedVersion] = useState(place.entry?.version ?? null);
  const baseVersion = pinnedVersion ?? place.entry?.version ?? null;

  // Storage is outside React: keep it in step with what the athlete typed, once any offer has been answered.
  useEffect(() => {
    if (key === null || offer !== null || saved.current) return;
    if (typed(state.draft) === typed(start.draft)) removeDraft(key);
    else writeDraft(key, { savedAt: Date.now(), baseVersion, ...state });
  }, [key, offer, start, state, baseVersion]);

  return {
    state,
    update: setState,
    /** Changes what is typed (the fields in `patch`), leaving the step where it is. */
    change(patch: Partial<DraftOf<K>>) {
      setState((current) => ({ ...current, draft: { ...current.draft, ...patch } }));
    },
    /** When the draft waiting to be continued or discarded was last typed; null when there is none. */
    offer: offer && new Date(offer.savedAt),
    /** Restores the offered draft (through `adjust`, for what has changed since it was typed). */
    continueDraft(adjust: (restored: FlowState<K>) => FlowState<K> = (restored) => restored) {
      if (offer) {
        setState(adjust({ draft: offer.draft, step: offer.step } as FlowState<K>));
        // A draft kept before drafts knew their version was typed over an unknown one: the flow's stands for it.
        if (offer.baseVersion !== null) setPinnedVersion(offer.baseVersion);
      }
      setOffer(null);
    },
    discardDraft() {
      setState(start);
      setOffer(null);
    },
    baseVersion,
    followLatest(version: number) {
      setPinnedVersion(version);
    },
    forget() {
      saved.current = true;
      if (key) removeDraft(key);
    },
  };
}

/** A flow's draft as useEntryDraft keeps it. */
export type EntryDraft<K extends DraftKind> = ReturnType<typeof useEntryDraft<K>>;
