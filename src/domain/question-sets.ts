import { isRecord } from './guards.js';
/** The five customisable sets: four question sets and the imagery prompts. */
export const QUESTION_SET_NAMES = ['game', 'training', 'rehab', 'lift', 'imagery'] as const;
export type QuestionSetName = (typeof QUESTION_SET_NAMES)[number];

/** Game questions are asked before (pregame) or after (postgame) the game. */
export const QUESTION_SECTIONS = ['pregame', 'postgame'] as const;
export type QuestionSection = (typeof QUESTION_SECTIONS)[number];

export type QuestionItem = {
  id: string;
  text: string;
  enabled: boolean;
  /** User-added; only custom items can be deleted. */
  isCustom: boolean;
  /** Game questions only. */
  section?: QuestionSection;
  type: 'text';
};

export type ImageryPrompt = { id: string; text: string; enabled: boolean; isCustom: boolean };

/** The item list of set `N`: imagery holds prompts, the others questions. */
export type SetItems<N extends QuestionSetName = QuestionSetName> = N extends 'imagery'
  ? ImageryPrompt[]
  : QuestionItem[];

export type StoredSet<N extends QuestionSetName = QuestionSetName> = { version: number; items: SetItems<N> };

/** Version written with every stored set; game v2 reworded question 9, v3 question 10. */
export const CURRENT_SET_VERSION = 3;

export const SET_LIMITS = { items: 100, textChars: 500, idChars: 100 } as const satisfies Record<string, number>;

const question = (id: string, text: string, section?: QuestionSection): QuestionItem => ({
  id,
  text,
  enabled: true,
  isCustom: false,
  ...(section ? { section } : {}),
  type: 'text',
});

const prompt = (id: string, text: string): ImageryPrompt => ({ id, text, enabled: true, isCustom: false });

const GAME_QUESTION_9 = 'How did I feel competing against the player I was matched up with?';
const GAME_QUESTION_10 = "How did I feel playing in our team's system against the opponent's system?";

const DEFAULT_SETS = {
  game: [
    question('1', "What are three things I can control in today's game?", 'pregame'),
    question('2', 'What external distractions might come up, and how will I let them go?', 'pregame'),
    question('3', 'How will I respond when I make a mistake?', 'pregame'),
    question('4', 'Was I engaged for the whole game? YES or NO', 'postgame'),
    question('5', 'How do I feel I played?', 'postgame'),
    question('6', 'What are three things I did well?', 'postgame'),
    question('7', 'What is one thing I want to work on next?', 'postgame'),
    question('8', 'How did the game affect the rest of my day?', 'postgame'),
    question('9', GAME_QUESTION_9, 'postgame'),
    question('10', GAME_QUESTION_10, 'postgame'),
    question('11', 'How do I feel about my playing time?', 'postgame'),
  ],
  training: [
    question('t1', 'How focused was I during practice today?'),
    question('t2', 'Which outside factors distracted me, and how did I handle them?'),
    question('t3', 'What is one weakness I want to keep working on?'),
    question('t4', 'What did I do well today, and what was my play of the day?'),
    question('t5', 'What did I do when I woke up to set a positive tone for the day?'),
    question('t6', 'Did I do my usual treatment, activation and stretching?'),
  ],
  rehab: [
    question('r1', 'How do I feel about how I performed in rehab today?'),
    question('r2', 'What did I do this morning to start the day well?'),
    question('r3', 'Did I stretch for at least 20 minutes today?'),
    question('r4', 'How motivated did I feel before rehab?'),
    question('r5', 'How did I feel after rehab?'),
    question('r6', 'What did I do today to stay connected with my teammates?'),
  ],
  lift: [
    question('l1', 'How motivated did I feel before lifting?'),
    question('l2', 'How does my body feel after the lift?'),
    question('l3', 'Am I happy that I lifted today? Why?'),
    question('l4', 'Did I stretch for at least 20 minutes today?'),
  ],
  imagery: [
    prompt('pass', 'Picture a successful pass that is common in your position.'),
    prompt('goal', 'See yourself receive the ball, beat a defender and score.'),
    prompt('defense', 'Imagine reading the play and stepping into position to intercept a pass.'),
    prompt('pressure', 'Feel yourself staying calm and composed under high pressure.'),
    prompt('communication', 'Picture yourself directing your teammates at a set piece.'),
    prompt('tackle', 'Time a clean tackle: the approach, the moment, winning the ball.'),
    prompt('body', 'Notice your confident body language: head up, shoulders back, ready.'),
    prompt('adversity', 'See yourself recovering quickly and positively after a mistake.'),
    prompt('game', 'Rehearse the situations you expect in your next game.'),
    prompt('best', 'Relive your best, most fun game in as much detail as you can.'),
  ],
} as const satisfies { [N in QuestionSetName]: SetItems<N> };

/** A fresh copy of the default set `name` at the current version. */
export function defaultSet<N extends QuestionSetName>(name: N): StoredSet<N> {
  const items = DEFAULT_SETS[name].map((item) => ({ ...item }));
  return { version: CURRENT_SET_VERSION, items: items as SetItems<N> };
}

/** The default text of question (or prompt) `id` in set `name`, if it is a default one. */
export function defaultQuestionText(name: QuestionSetName, id: string): string | undefined {
  const items: readonly { id: string; text: string }[] = DEFAULT_SETS[name];
  return items.find((item) => item.id === id)?.text;
}

/** Enabled items, optionally only those of one game section, in set order. */
export function enabledQuestions<T extends { enabled: boolean; section?: QuestionSection }>(
  items: readonly T[],
  section?: QuestionSection,
): T[] {
  return items.filter((item) => item.enabled && (section === undefined || item.section === section));
}

/** Returns the game items with question 11 present (re-added from the defaults after the last default postgame item). */
export function withQuestion11(items: QuestionItem[]): QuestionItem[] {
  if (items.some((item) => item.id === '11')) return items;
  const q11 = DEFAULT_SETS.game.find((item) => item.id === '11');
  if (!q11) return items;
  let insertAt = items.length;
  for (let i = items.length - 1; i >= 0; i -= 1) {
    if (items[i]?.section === 'postgame' && !items[i]?.isCustom) {
      insertAt = i + 1;
      break;
    }
  }
  return [...items.slice(0, insertAt), { ...q11 }, ...items.slice(insertAt)];
}

// ---------------------------------------------------------------------------------------------------------------
// Migration of stored sets

const normalizeText = (text: string): string => text.trim().replace(/\s+/g, ' ').toLowerCase();

/** The game migrations: each rewords one default question to the wording of that version. */
const GAME_REWORDINGS = [
  { toVersion: 2, id: '9', text: GAME_QUESTION_9 },
  { toVersion: 3, id: '10', text: GAME_QUESTION_10 },
] as const satisfies readonly { toVersion: number; id: string; text: string }[];

type DraftItem = {
  index: number;
  id: string | undefined;
  text: string;
  enabled: boolean;
  isCustom: boolean | undefined;
  section: QuestionSection | undefined;
};

/** Reads the version and raw item list out of any stored form, or explains why it cannot. */
function unwrap(stored: unknown): { version: number; rawItems: unknown[]; problems: string[] } | { problem: string } {
  if (Array.isArray(stored)) return { version: 1, rawItems: stored, problems: [] };
  if (!isRecord(stored)) return { problem: `Stored set is a ${typeof stored}, not a list; using the defaults` };
  const rawItems = stored.items ?? stored.questions ?? stored.prompts;
  if (!Array.isArray(rawItems)) return { problem: 'Stored set has no list of items; using the defaults' };
  const version = stored.version;
  if (version === undefined) return { version: 1, rawItems, problems: [] };
  if (typeof version !== 'number' || !Number.isInteger(version) || version < 1) {
    return { version: 1, rawItems, problems: [`Version ${JSON.stringify(version)} is not valid; read as version 1`] };
  }
  if (version > CURRENT_SET_VERSION) {
    const note = `Version ${version} is newer than ${CURRENT_SET_VERSION}; read as version ${CURRENT_SET_VERSION}`;
    return { version: CURRENT_SET_VERSION, rawItems, problems: [note] };
  }
  return { version, rawItems, problems: [] };
}

/** Validates one raw item; returns a draft or the reason it is dropped. */
function readItem(name: QuestionSetName, raw: unknown, index: number): DraftItem | string {
  if (!isRecord(raw)) return 'not an object';
  const { id, text, enabled, isCustom, section, type } = raw;
  if (typeof text !== 'string' || text.trim() === '') return 'text is missing or blank';
  if (text.trim().length > SET_LIMITS.textChars) return `text is longer than ${SET_LIMITS.textChars} characters`;
  if (id !== undefined && (typeof id !== 'string' || id.trim() === '' || id.length > SET_LIMITS.idChars)) {
    return `id ${JSON.stringify(id)} is not a string of 1-${SET_LIMITS.idChars} characters`;
  }
  if (enabled !== undefined && typeof enabled !== 'boolean') return 'enabled is not true or false';
  if (isCustom !== undefined && typeof isCustom !== 'boolean') return 'isCustom is not true or false';
  if (name !== 'imagery' && type !== undefined && type !== 'text')
    return `type ${JSON.stringify(type)} is not supported`;
  if (name === 'game' && section !== undefined && section !== 'pregame' && section !== 'postgame') {
    return `section ${JSON.stringify(section)} is not pregame or postgame`;
  }
  const gameSection: QuestionSection = section === 'pregame' ? 'pregame' : 'postgame';
  return {
    index,
    id: id?.trim(),
    text: text.trim(),
    enabled: enabled ?? true,
    isCustom,
    section: name === 'game' ? gameSection : undefined,
  };
}

/**
 * Gives legacy items without an id a stable one: the default whose text matches, else (game) the default id at the
 * same position within its section, else `legacy-{n}`.
 */
function assignIds(name: QuestionSetName, drafts: DraftItem[]): (DraftItem & { id: string })[] {
  const defaults: readonly { id: string; text: string; section?: QuestionSection }[] = DEFAULT_SETS[name];
  const taken = new Set(drafts.flatMap((draft) => (draft.id === undefined ? [] : [draft.id])));
  const free = (id: string | undefined): id is string => id !== undefined && !taken.has(id);
  const sectionPositions = new Map<QuestionSection | undefined, number>();
  return drafts.map((draft) => {
    const position = sectionPositions.get(draft.section) ?? 0;
    sectionPositions.set(draft.section, position + 1);
    if (draft.id !== undefined) return { ...draft, id: draft.id };
    const byText = defaults.find((item) => normalizeText(item.text) === normalizeText(draft.text))?.id;
    const byPosition =
      name === 'game' ? defaults.filter((item) => item.section === draft.section)[position]?.id : undefined;
    let id = [byText, byPosition].find(free);
    for (let n = 0; id === undefined; n += 1) {
      const candidate = n === 0 ? `legacy-${draft.index + 1}` : `legacy-${draft.index + 1}-${n}`;
      if (free(candidate)) id = candidate;
    }
    taken.add(id);
    return { ...draft, id };
  });
}

/**
 * Reads any stored form of set `name` (absent, legacy plain list, older or newer version) into the current shape:
 * migrates game wording, fills missing section/type, drops bad items, keeps game question 11. Never throws.
 */
export function migrateQuestionSet<N extends QuestionSetName>(
  name: N,
  stored: unknown,
): { set: StoredSet<N>; problems: string[] } {
  if (stored === undefined || stored === null) return { set: defaultSet(name), problems: [] };
  const unwrapped = unwrap(stored);
  if ('problem' in unwrapped) return { set: defaultSet(name), problems: [unwrapped.problem] };
  const { version, rawItems } = unwrapped;
  const problems = [...unwrapped.problems];

  const drafts: DraftItem[] = [];
  const explicitIds = new Set<string>();
  for (const [index, raw] of rawItems.entries()) {
    const draft = readItem(name, raw, index);
    const drop = (reason: string) => problems.push(`Item ${index + 1}: ${reason}; dropped`);
    if (typeof draft === 'string') drop(draft);
    else if (draft.id !== undefined && explicitIds.has(draft.id)) drop(`id ${JSON.stringify(draft.id)} is used twice`);
    else if (drafts.length >= SET_LIMITS.items) drop(`more than ${SET_LIMITS.items} items`);
    else {
      if (draft.id !== undefined) explicitIds.add(draft.id);
      drafts.push(draft);
    }
  }

  const defaultIds = new Set<string>(DEFAULT_SETS[name].map((item) => item.id));
  const withIds = assignIds(name, drafts).map((draft) => ({
    ...draft,
    isCustom: draft.isCustom ?? !defaultIds.has(draft.id),
  }));

  if (name === 'imagery') {
    const items: ImageryPrompt[] = withIds.map(({ id, text, enabled, isCustom }) => ({ id, text, enabled, isCustom }));
    return { set: { version: CURRENT_SET_VERSION, items: items as SetItems<N> }, problems };
  }

  let items: QuestionItem[] = withIds.map(({ id, text, enabled, isCustom, section }) => ({
    id,
    text,
    enabled,
    isCustom,
    ...(section ? { section } : {}),
    type: 'text',
  }));
  if (name === 'game') {
    for (const { toVersion, id, text } of GAME_REWORDINGS) {
      if (version < toVersion)
        items = items.map((item) => (item.id === id && !item.isCustom ? { ...item, text } : item));
    }
    items = withQuestion11(items);
  }
  return { set: { version: CURRENT_SET_VERSION, items: items as SetItems<N> }, problems };
}

// ---------------------------------------------------------------------------------------------------------------
// Adding

export type NewItemResult<T, E extends string> = { ok: true; item: T } | { ok: false; error: E };

/** A new enabled custom question (id = String(nowMs)); section only for game questions. */
export function newCustomQuestion(
  text: string,
  nowMs: number,
  section?: QuestionSection,
): NewItemResult<QuestionItem, 'Question cannot be empty' | 'Question must be 500 characters or fewer'> {
  const trimmed = text.trim();
  if (trimmed === '') return { ok: false, error: 'Question cannot be empty' };
  if (trimmed.length > SET_LIMITS.textChars) return { ok: false, error: 'Question must be 500 characters or fewer' };
  return {
    ok: true,
    item: {
      id: String(nowMs),
      text: trimmed,
      enabled: true,
      isCustom: true,
      ...(section ? { section } : {}),
      type: 'text',
    },
  };
}

/** A new enabled custom imagery prompt (id = String(nowMs)). */
export function newCustomPrompt(
  text: string,
  nowMs: number,
): NewItemResult<ImageryPrompt, 'Prompt cannot be empty' | 'Prompt must be 500 characters or fewer'> {
  const trimmed = text.trim();
  if (trimmed === '') return { ok: false, error: 'Prompt cannot be empty' };
  if (trimmed.length > SET_LIMITS.textChars) return { ok: false, error: 'Prompt must be 500 characters or fewer' };
  return { ok: true, item: { id: String(nowMs), text: trimmed, enabled: true, isCustom: true } };
}
