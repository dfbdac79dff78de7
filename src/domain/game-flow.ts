import type { ExternalFactor, GameContent, GamePregame, PlanAdherence } from './entry-content.js';
import {
  GAME_QUESTION_FIELDS,
  fieldLabel,
  gameFieldForQuestion,
  type GamePostgameField,
  type GamePregameField,
} from './labels.js';
import { effortContent, effortDraftOf, minutesError, NO_EFFORT, type EffortDraft } from './load.js';
import { matchContent, matchDraftOf, matchProblems, NO_MATCH, type MatchDraft } from './match-record.js';
import { defaultQuestionText, type QuestionItem, type QuestionSection } from './question-sets.js';

// ---------------------------------------------------------------------------------------------------------------
// Steps and transitions (specification section 4, "Game flow")

/**
 * Where the athlete is in the Game journal; `question` counts from 0 within its section. `choose-game` asks which
 * game in progress a postgame finishes (or whether it records a new game); `other-notes` is the notes-only branch.
 */
export type GameStep =
  | { name: 'selection' }
  | { name: 'choose-game' }
  | { name: 'other-notes' }
  | { name: 'pregame'; question: number }
  /**
   * The first postgame step: the external factors and, for a game whose pregame made a plan, that plan with "Did you
   * stick to your plan?" (see gamePlan): the plan is checked first, while the game is fresh, before the reflection.
   */
  | { name: 'postgame-factors' }
  | { name: 'postgame-reflection'; question: number }
  | { name: 'postgame-rating' }
  /** "The match": minutes played, started or came on, the score; all optional (Skip clears them). */
  | { name: 'postgame-match' }
  /** "How hard was this session?": effort and minutes, both optional (Skip clears them). */
  | { name: 'postgame-effort' }
  | { name: 'postgame-notes' };

export type GameFlowEvent =
  | { type: 'choosePregame' }
  /** POST-GAME on the selection screen, once the app knows how many games of that day wait for their postgame. */
  | { type: 'choosePostgame'; gamesInProgress: number }
  /** A choice on the choose-game screen: a game in progress to finish, or a new game (the screen keeps which). */
  | { type: 'chooseGame' }
  | { type: 'chooseOtherNotes' }
  | { type: 'next' }
  /** Skip on the match or the effort step: on without them (the screen clears them). */
  | { type: 'skip' }
  | { type: 'back' };

/**
 * What the flow needs to know about its data to move on: question counts, whether a rating is chosen, whether the
 * notes-only branch has any text, and what a saved game's edit walks through (absent for a new game or a Finish).
 */
export type GameFlowShape = {
  pregameQuestions: number;
  postgameQuestions: number;
  rated: boolean;
  noted: boolean;
  /** False while the minutes typed are not a whole number from 1 to 600 (blank is fine: they are optional). */
  minutesValid: boolean;
  /** False while the match record typed cannot be saved (see matchProblems). */
  matchValid: boolean;
  editing?: GameEditKind;
};

/**
 * What an edit of a saved game walks through: its pregame alone (a game in progress stays in progress), its pregame
 * then its postgame (a finished game), its postgame alone (a game recorded without a pregame), or its notes.
 */
export type GameEditKind = 'pregame' | 'full' | 'postgame' | 'notes';

/** The result of an event: another step, leaving the flow, saving a phase, or staying put for a reason. */
export type GameFlowOutcome =
  | { type: 'goto'; step: GameStep }
  /** To the activity picker, or (leaving an edit) back where the athlete came from. */
  | { type: 'leave'; to: 'new-activity' | 'origin' }
  | { type: 'save'; phase: GameSavePhase }
  | { type: 'stay'; reason: GameStayReason };

/** What a save writes: a new pregame-only game, a postgame (finishing a game or recording one), or notes only. */
export type GameSavePhase = 'pregame' | 'postgame' | 'notes';
type GameStayReason = 'rating-required' | 'notes-required' | 'minutes-invalid' | 'match-invalid' | 'not-here';

const goto = (step: GameStep): GameFlowOutcome => ({ type: 'goto', step });
const stay = (reason: GameStayReason): GameFlowOutcome => ({ type: 'stay', reason });
const toNewActivity: GameFlowOutcome = { type: 'leave', to: 'new-activity' };
const toOrigin: GameFlowOutcome = { type: 'leave', to: 'origin' };

/** The shape of a flow asking `questions` with this draft, for an edit of kind `editing` (none: a new game or a Finish). */
export function gameFlowShape(
  draft: GameDraft,
  questions: { pregame: number; postgame: number },
  editing?: GameEditKind,
): GameFlowShape {
  return {
    pregameQuestions: questions.pregame,
    postgameQuestions: questions.postgame,
    rated: draft.rating !== null,
    noted: draft.notes.trim() !== '',
    minutesValid: minutesError(draft.minutes) === null,
    matchValid: Object.keys(matchProblems(draft)).length === 0,
    editing,
  };
}

/** Question steps of a section: one per enabled question, and one (saying none are enabled) when there are none. */
export function questionStepCount(enabled: number): number {
  return Math.max(1, enabled);
}

/** The first step: the postgame factors when finishing a named game in progress, else the selection screen. */
export function initialGameStep(finishing: boolean): GameStep {
  return finishing ? { name: 'postgame-factors' } : { name: 'selection' };
}

/** What an edit of a game with this content walks through (see GameEditKind). */
export function gameEditKind(content: GameContent): GameEditKind {
  const hasPregame = content.pregame !== undefined || content.customPregameAnswers !== undefined;
  if (content.postgame) return hasPregame ? 'full' : 'postgame';
  return hasPregame ? 'pregame' : 'notes';
}

/** The first step of an edit: the first pregame question, the postgame factors, or the notes. */
export function firstEditStep(kind: GameEditKind): GameStep {
  if (kind === 'postgame') return { name: 'postgame-factors' };
  if (kind === 'notes') return { name: 'other-notes' };
  return { name: 'pregame', question: 0 };
}

/**
 * The Game flow's state machine: the outcome of `event` on `step` (pure; the screen carries it out). PREGAME always
 * starts a new game; POST-GAME asks which game it finishes only when some wait for their postgame, and otherwise
 * records a new game from its postgame alone; OTHER NOTES saves a Game holding notes only.
 */
export function gameFlowTransition(step: GameStep, event: GameFlowEvent, shape: GameFlowShape): GameFlowOutcome {
  const lastPregame = questionStepCount(shape.pregameQuestions) - 1;
  const lastPostgame = questionStepCount(shape.postgameQuestions) - 1;
  const leave = shape.editing ? toOrigin : toNewActivity;
  switch (step.name) {
    case 'selection':
      if (event.type === 'choosePregame') return goto({ name: 'pregame', question: 0 });
      if (event.type === 'choosePostgame')
        return goto(event.gamesInProgress > 0 ? { name: 'choose-game' } : { name: 'postgame-factors' });
      if (event.type === 'chooseOtherNotes') return goto({ name: 'other-notes' });
      if (event.type === 'back') return toNewActivity;
      return stay('not-here');
    case 'choose-game':
      if (event.type === 'chooseGame') return goto({ name: 'postgame-factors' });
      if (event.type === 'back') return goto({ name: 'selection' });
      return stay('not-here');
    case 'other-notes':
      if (event.type === 'next') return shape.noted ? { type: 'save', phase: 'notes' } : stay('notes-required');
      if (event.type === 'back') return shape.editing ? toOrigin : goto({ name: 'selection' });
      return stay('not-here');
    case 'pregame':
      if (event.type === 'next')
        return step.question < lastPregame
          ? goto({ name: 'pregame', question: step.question + 1 })
          : shape.editing === 'full'
            ? goto({ name: 'postgame-factors' })
            : { type: 'save', phase: 'pregame' };
      if (event.type === 'back')
        return step.question <= 0 ? leave : goto({ name: 'pregame', question: step.question - 1 });
      return stay('not-here');
    case 'postgame-factors':
      if (event.type === 'next') return goto({ name: 'postgame-reflection', question: 0 });
      if (event.type === 'back')
        return shape.editing === 'full' ? goto({ name: 'pregame', question: lastPregame }) : leave;
      return stay('not-here');
    case 'postgame-reflection':
      if (event.type === 'next')
        return step.question >= lastPostgame
          ? goto({ name: 'postgame-rating' })
          : goto({ name: 'postgame-reflection', question: step.question + 1 });
      if (event.type === 'back')
        return step.question <= 0
          ? goto({ name: 'postgame-factors' })
          : goto({ name: 'postgame-reflection', question: step.question - 1 });
      return stay('not-here');
    case 'postgame-rating':
      if (event.type === 'next') return shape.rated ? goto({ name: 'postgame-match' }) : stay('rating-required');
      if (event.type === 'back') return goto({ name: 'postgame-reflection', question: lastPostgame });
      return stay('not-here');
    case 'postgame-match':
      if (event.type === 'next') return shape.matchValid ? goto({ name: 'postgame-effort' }) : stay('match-invalid');
      if (event.type === 'skip') return goto({ name: 'postgame-effort' });
      if (event.type === 'back') return goto({ name: 'postgame-rating' });
      return stay('not-here');
    case 'postgame-effort':
      if (event.type === 'next') return shape.minutesValid ? goto({ name: 'postgame-notes' }) : stay('minutes-invalid');
      if (event.type === 'skip') return goto({ name: 'postgame-notes' });
      if (event.type === 'back') return goto({ name: 'postgame-match' });
      return stay('not-here');
    case 'postgame-notes':
      if (event.type === 'next') return { type: 'save', phase: 'postgame' };
      if (event.type === 'back') return goto({ name: 'postgame-effort' });
      return stay('not-here');
  }
}

/** The steps that are fields; the selection and choose-game steps are choices, with their own buttons. */
export type GameFieldStep = Exclude<GameStep, { name: 'selection' | 'choose-game' }>;

/** What one page of the Game flow shows, and what its DONE saves. */
export type GamePage = { steps: GameFieldStep[]; phase: Exclude<GameSavePhase, 'notes'> };

const sectionSteps = (count: number, step: (question: number) => GameFieldStep): GameFieldStep[] =>
  Array.from({ length: questionStepCount(count) }, (_, question) => step(question));

/**
 * The page shown at `step` when the flow is one page (the default; issue 30): a postgame on one page with the rating
 * and effort first, and an edit on one page (a finished game's pregame and postgame together). Null where the flow
 * goes a step at a time anyway: the two choices, a new game's pregame (a plan, built a question at a time) and notes.
 */
export function gamePage(step: GameStep, shape: GameFlowShape): GamePage | null {
  const pregame = sectionSteps(shape.pregameQuestions, (question) => ({ name: 'pregame', question }));
  const postgame: GameFieldStep[] = [
    { name: 'postgame-rating' },
    { name: 'postgame-match' },
    { name: 'postgame-effort' },
    { name: 'postgame-factors' },
    ...sectionSteps(shape.postgameQuestions, (question) => ({ name: 'postgame-reflection', question })),
    { name: 'postgame-notes' },
  ];
  switch (shape.editing) {
    case 'pregame':
      return { steps: pregame, phase: 'pregame' };
    case 'full':
      return { steps: [...pregame, ...postgame], phase: 'postgame' };
    case 'postgame':
      return { steps: postgame, phase: 'postgame' };
    case 'notes':
      return null;
    case undefined:
      return step.name.startsWith('postgame') ? { steps: postgame, phase: 'postgame' } : null;
  }
}

/** The header of a step: Game Journal on the selection screen, Game Notes for notes only, else Pregame or Post-game. */
export function gameStepTitle(step: GameStep): 'Game Journal' | 'Game Notes' | 'Pregame' | 'Post-game' {
  if (step.name === 'selection') return 'Game Journal';
  if (step.name === 'other-notes') return 'Game Notes';
  return step.name === 'pregame' ? 'Pregame' : 'Post-game';
}

/** The label of a step's forward button: Done where it saves, Next elsewhere; none where the step is a choice. */
export function gameNextLabel(step: GameStep, shape: GameFlowShape): 'Next' | 'Done' | null {
  if (step.name === 'selection' || step.name === 'choose-game') return null;
  const outcome = gameFlowTransition(
    step,
    { type: 'next' },
    { ...shape, rated: true, noted: true, minutesValid: true, matchValid: true },
  );
  return outcome.type === 'save' ? 'Done' : 'Next';
}

// ---------------------------------------------------------------------------------------------------------------
// The draft and the content saved from it

/** What the athlete has typed and chosen so far; answers are keyed by question id. */
export type GameDraft = EffortDraft &
  MatchDraft & {
    timeOfDay: string;
    opposingTeam: string;
    answers: Record<string, string>;
    externalFactors: ExternalFactor[];
    rating: number | null;
    /** "Did you stick to your plan?", asked after a game that has a plan (see gamePlan). */
    planAdherence: PlanAdherence | null;
    notes: string;
  };

/** An empty draft. */
export function emptyGameDraft(): GameDraft {
  return {
    timeOfDay: '',
    opposingTeam: '',
    answers: {},
    externalFactors: [],
    rating: null,
    ...NO_EFFORT,
    ...NO_MATCH,
    planAdherence: null,
    notes: '',
  };
}

/** A question asked in the Game flow: its id, its text and its section. */
export type AskedQuestion = Pick<QuestionItem, 'id' | 'text'> & { section?: QuestionSection };

type SectionFields<S extends QuestionSection> = S extends 'pregame' ? GamePregameField : GamePostgameField;

/** The content field a question answers in `section`, or null when it is kept by its text (custom questions). */
function fieldIn<S extends QuestionSection>(section: S, id: string): SectionFields<S> | null {
  const mapped = gameFieldForQuestion(id);
  return mapped && mapped.section === section ? (mapped.field as SectionFields<S>) : null;
}

/** Where the answer to `question` is kept in a game's content: its field of `section`, or by its text (custom). */
export function gameAnswerPath(section: QuestionSection, question: AskedQuestion): string {
  const field = fieldIn(section, question.id);
  if (field) return `${section}.${field}`;
  return `${section === 'pregame' ? 'customPregameAnswers' : 'customPostgameAnswers'}.${question.text}`;
}

/** Trimmed text, or undefined when blank ("stored only if non-blank"). */
function nonBlank(text: string | undefined): string | undefined {
  const trimmed = text?.trim() ?? '';
  return trimmed === '' ? undefined : trimmed;
}

/** Splits the non-blank answers of `asked` into their content fields and custom answers keyed by question text. */
function sectionAnswers<S extends QuestionSection>(
  section: S,
  answers: Readonly<Record<string, string>>,
  asked: readonly AskedQuestion[],
): { fields: Partial<Record<SectionFields<S>, string>>; custom: Record<string, string> | undefined } {
  const fields: Partial<Record<SectionFields<S>, string>> = {};
  const custom: Record<string, string> = {};
  for (const question of asked) {
    const answer = nonBlank(answers[question.id]);
    if (answer === undefined) continue;
    const field = fieldIn(section, question.id);
    if (field) fields[field] = answer;
    else custom[question.text] = answer;
  }
  return { fields, custom: Object.keys(custom).length > 0 ? custom : undefined };
}

/** Drops keys whose value is undefined, so saved content has no empty keys. */
function compact<T extends Record<string, unknown>>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as T;
}

/** The content of a pregame-only (in-progress) Game entry from the draft and the pregame questions asked. */
export function buildPregameContent(draft: GameDraft, asked: readonly AskedQuestion[]): GameContent {
  const { fields, custom } = sectionAnswers('pregame', draft.answers, asked);
  return compact({
    opposingTeam: nonBlank(draft.opposingTeam),
    timeOfDay: nonBlank(draft.timeOfDay),
    pregame: fields,
    customPregameAnswers: custom,
  });
}

const CLEARED_MATCH = { minutesPlayed: undefined, started: undefined, scoreFor: undefined, scoreAgainst: undefined };

/**
 * The content of a completed Game: the saved pregame part kept as it is (when completing an entry), opposing team
 * and time of day from the draft, and the postgame built from the draft and the postgame questions asked, with effort
 * and minutes when given, and the plan check when the game has a plan to check.
 */
export function buildCompletedGameContent(
  draft: GameDraft & { rating: number },
  asked: readonly AskedQuestion[],
  saved?: GameContent,
): GameContent {
  const { fields, custom } = sectionAnswers('postgame', draft.answers, asked);
  return compact({
    ...saved,
    ...CLEARED_MATCH,
    opposingTeam: nonBlank(draft.opposingTeam),
    timeOfDay: nonBlank(draft.timeOfDay),
    // The draft's match record replaces the saved one: a part cleared (or Skip) is taken away.
    ...matchContent(draft),
    postgame: compact({
      rating: draft.rating,
      externalFactors: [...new Set(draft.externalFactors)],
      ...fields,
      ...effortContent(draft),
      planAdherence: hasPlan(saved?.pregame) ? (draft.planAdherence ?? undefined) : undefined,
      notes: nonBlank(draft.notes),
    }),
    customPostgameAnswers: custom,
  });
}

/** The saved answer to `question` in `section` (by content field, or by text for a custom question). */
function savedAnswer(saved: GameContent, section: QuestionSection, question: AskedQuestion): string | undefined {
  const field = fieldIn(section, question.id);
  const answers = section === 'pregame' ? saved.pregame : saved.postgame;
  const custom = section === 'pregame' ? saved.customPregameAnswers : saved.customPostgameAnswers;
  const answer = field ? (answers as Partial<Record<string, unknown>> | undefined)?.[field] : custom?.[question.text];
  return typeof answer === 'string' && answer !== '' ? answer : undefined;
}

/**
 * The draft a saved game opens with (to finish or to edit it): its opposing team and time of day, the answers to
 * the questions `asked` (each in its own section; pregame when none is given), its factors, rating, effort, minutes,
 * plan check and notes.
 */
export function draftFromSavedGame(saved: GameContent, asked: readonly AskedQuestion[]): GameDraft {
  const answers: Record<string, string> = {};
  for (const question of asked) {
    const answer = savedAnswer(saved, question.section ?? 'pregame', question);
    if (answer) answers[question.id] = answer;
  }
  const postgame = saved.postgame;
  return {
    opposingTeam: saved.opposingTeam ?? '',
    timeOfDay: saved.timeOfDay ?? '',
    answers,
    externalFactors: postgame ? [...postgame.externalFactors] : [],
    rating: postgame?.rating ?? null,
    ...effortDraftOf(postgame),
    ...matchDraftOf(saved),
    planAdherence: postgame?.planAdherence ?? null,
    notes: (postgame ? postgame.notes : saved.notes) ?? '',
  };
}

/**
 * The questions of `section` an edit of a saved game asks, in set order: every enabled one, and every one the game
 * answered even if it has since been switched off or deleted (deleted custom ones last, under ids of their own), so
 * that no saved answer is lost.
 */
export function gameQuestionsForEdit(
  items: readonly QuestionItem[],
  saved: GameContent,
  section: QuestionSection,
): AskedQuestion[] {
  const inSet: AskedQuestion[] = items
    .filter((item) => item.section === section && (item.enabled || savedAnswer(saved, section, item) !== undefined))
    .map(({ id, text }) => ({ id, text, section }));
  const listedIds = new Set(inSet.map((question) => question.id));
  const listedTexts = new Set(inSet.map((question) => question.text));
  const fieldQuestions = Object.entries(GAME_QUESTION_FIELDS)
    .filter(([id, mapped]) => mapped.section === section && !listedIds.has(id))
    .map(([id, mapped]) => ({ id, text: defaultQuestionText('game', id) ?? fieldLabel(mapped.field), section }))
    .filter((question) => savedAnswer(saved, section, question) !== undefined);
  const custom = (section === 'pregame' ? saved.customPregameAnswers : saved.customPostgameAnswers) ?? {};
  const customQuestions = Object.keys(custom)
    .filter((text) => !listedTexts.has(text) && custom[text] !== '')
    .map((text, index) => ({ id: `saved-${section}-${index}`, text, section }));
  return [...inSet, ...fieldQuestions, ...customQuestions];
}

/**
 * The content a save of `phase` writes. `saved` is the game being finished or edited; an edit that walked a finished
 * game's pregame (`editing` 'full') writes that pregame afresh from the draft, a Finish keeps it as saved. Null for
 * a postgame without a rating (the flow never saves one).
 */
export function gameContentForSave(
  phase: GameSavePhase,
  draft: GameDraft,
  asked: { pregame: readonly AskedQuestion[]; postgame: readonly AskedQuestion[] },
  saved: GameContent | undefined,
  editing: GameEditKind | undefined,
): GameContent | null {
  if (phase === 'pregame') return buildPregameContent(draft, asked.pregame);
  if (phase === 'notes') return compact({ ...saved, notes: nonBlank(draft.notes) });
  if (draft.rating === null) return null;
  const { pregame, customPregameAnswers } = buildPregameContent(draft, asked.pregame);
  const base = editing === 'full' ? { ...saved, pregame, customPregameAnswers } : saved;
  return buildCompletedGameContent({ ...draft, rating: draft.rating }, asked.postgame, base);
}

// ---------------------------------------------------------------------------------------------------------------
// The game plan, checked after the game

/** The pregame questions that make up the athlete's plan for a game, in the order the pregame asks them. */
const PLAN_QUESTIONS = [
  { id: '1', field: 'controlFactors' },
  { id: '2', field: 'distractions' },
  { id: '3', field: 'mistakeResponse' },
] as const satisfies readonly { id: keyof typeof GAME_QUESTION_FIELDS; field: GamePregameField }[];

/** One answered part of a game's plan, under the question text the pregame asked it with. */
export type PlanItem = { question: string; answer: string };

/** Whether a pregame holds any plan (controllables, distraction plan or mistake response) to check after the game. */
function hasPlan(pregame: GamePregame | undefined): boolean {
  return PLAN_QUESTIONS.some(({ field }) => nonBlank(pregame?.[field]) !== undefined);
}

/**
 * The plan a postgame shows above "Did you stick to your plan?": the answered controllables, distraction plan and
 * mistake response of the game's pregame, each under the text the flow asks it with (else its default text). The
 * pregame is the game's saved one, or the one just edited when an edit walks a finished game's pregame (`editing`
 * 'full'). Empty for a game without a pregame (or with none of these answered): then nothing is asked.
 */
export function gamePlan(
  draft: GameDraft,
  pregameAsked: readonly AskedQuestion[],
  saved: GameContent | undefined,
  editing: GameEditKind | undefined,
): PlanItem[] {
  const pregame = editing === 'full' ? buildPregameContent(draft, pregameAsked).pregame : saved?.pregame;
  return PLAN_QUESTIONS.flatMap(({ id, field }) => {
    const answer = nonBlank(pregame?.[field]);
    if (answer === undefined) return [];
    const question = pregameAsked.find((asked) => asked.id === id)?.text ?? defaultQuestionText('game', id);
    return [{ question: question ?? fieldLabel(field), answer }];
  });
}
