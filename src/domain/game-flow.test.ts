import { describe, expect, it } from 'vitest';
import type { GameContent } from './entry-content.js';
import { gameContentSchema } from './entry-content-schema.js';
import {
  gameAnswerPath,
  type AskedQuestion,
  buildCompletedGameContent,
  buildPregameContent,
  draftFromSavedGame,
  emptyGameDraft,
  firstEditStep,
  gameContentForSave,
  gameEditKind,
  type GameEditKind,
  gameQuestionsForEdit,
  type GameDraft,
  type GameFlowEvent,
  type GameFlowOutcome,
  type GameFlowShape,
  type GameStep,
  gameFlowShape,
  gameFlowTransition,
  gameNextLabel,
  gamePage,
  gamePlan,
  gameStepTitle,
  type PlanItem,
  initialGameStep,
  questionStepCount,
} from './game-flow.js';
import { defaultSet, enabledQuestions, type QuestionSection } from './question-sets.js';

// Three pregame and two postgame questions enabled; not rated and no notes-only text unless a row says so.
const SHAPE: GameFlowShape = {
  pregameQuestions: 3,
  postgameQuestions: 2,
  rated: false,
  noted: false,
  minutesValid: true,
  matchValid: true,
};
const RATED: GameFlowShape = { ...SHAPE, rated: true };
const NOTED: GameFlowShape = { ...SHAPE, noted: true };
const BAD_MINUTES: GameFlowShape = { ...RATED, minutesValid: false };
const BAD_MATCH: GameFlowShape = { ...RATED, matchValid: false };
const NONE_ENABLED: GameFlowShape = { ...SHAPE, pregameQuestions: 0, postgameQuestions: 0, rated: true };

const selection: GameStep = { name: 'selection' };
const chooseGame: GameStep = { name: 'choose-game' };
const otherNotes: GameStep = { name: 'other-notes' };
const pregame = (question: number): GameStep => ({ name: 'pregame', question });
const factors: GameStep = { name: 'postgame-factors' };
const reflection = (question: number): GameStep => ({ name: 'postgame-reflection', question });
const rating: GameStep = { name: 'postgame-rating' };
const match: GameStep = { name: 'postgame-match' };
const effort: GameStep = { name: 'postgame-effort' };
const notes: GameStep = { name: 'postgame-notes' };

const next: GameFlowEvent = { type: 'next' };
const back: GameFlowEvent = { type: 'back' };
const skip: GameFlowEvent = { type: 'skip' };
const goto = (step: GameStep): GameFlowOutcome => ({ type: 'goto', step });
const toNewActivity: GameFlowOutcome = { type: 'leave', to: 'new-activity' };
const toOrigin: GameFlowOutcome = { type: 'leave', to: 'origin' };
const notHere: GameFlowOutcome = { type: 'stay', reason: 'not-here' };

describe('gameFlowTransition', () => {
  it.each<[string, GameStep, GameFlowEvent, GameFlowShape, GameFlowOutcome]>([
    // Selection screen
    ['PREGAME starts the first pregame question', selection, { type: 'choosePregame' }, SHAPE, goto(pregame(0))],
    [
      'POST-GAME with no game in progress records a new game from its postgame: the factors',
      selection,
      { type: 'choosePostgame', gamesInProgress: 0 },
      SHAPE,
      goto(factors),
    ],
    [
      'POST-GAME with one game in progress asks which game it finishes',
      selection,
      { type: 'choosePostgame', gamesInProgress: 1 },
      SHAPE,
      goto(chooseGame),
    ],
    [
      'POST-GAME with two games in progress asks too',
      selection,
      { type: 'choosePostgame', gamesInProgress: 2 },
      SHAPE,
      goto(chooseGame),
    ],
    ['OTHER NOTES opens the notes step', selection, { type: 'chooseOtherNotes' }, SHAPE, goto(otherNotes)],
    ['back from selection leaves to /new-activity', selection, back, SHAPE, toNewActivity],
    ['next does nothing on selection', selection, next, SHAPE, { type: 'stay', reason: 'not-here' }],
    ['a game choice is not an event of the selection', selection, { type: 'chooseGame' }, SHAPE, notHere],
    // Choosing the game a postgame finishes
    ['choosing a game (or a new one) goes to the factors', chooseGame, { type: 'chooseGame' }, SHAPE, goto(factors)],
    ['back from choosing a game returns to the selection', chooseGame, back, SHAPE, goto(selection)],
    ['next does nothing while choosing a game', chooseGame, next, SHAPE, notHere],
    ['PREGAME is not a choice of the game list', chooseGame, { type: 'choosePregame' }, SHAPE, notHere],
    // Notes only
    ['DONE with notes saves a notes-only game', otherNotes, next, NOTED, { type: 'save', phase: 'notes' }],
    ['DONE without notes stays', otherNotes, next, SHAPE, { type: 'stay', reason: 'notes-required' }],
    ['back from the notes-only step returns to the selection', otherNotes, back, NOTED, goto(selection)],
    ['OTHER NOTES again does nothing on the notes step', otherNotes, { type: 'chooseOtherNotes' }, SHAPE, notHere],
    // Pregame question steps
    ['pregame next goes to the following question', pregame(0), next, SHAPE, goto(pregame(1))],
    ['pregame next again', pregame(1), next, SHAPE, goto(pregame(2))],
    ['next on the last pregame question saves', pregame(2), next, SHAPE, { type: 'save', phase: 'pregame' }],
    ['back from the first pregame question leaves', pregame(0), back, SHAPE, toNewActivity],
    ['pregame back goes to the previous question', pregame(2), back, SHAPE, goto(pregame(1))],
    ['pregame back once more', pregame(1), back, SHAPE, goto(pregame(0))],
    ['no pregame questions: the one step saves', pregame(0), next, NONE_ENABLED, { type: 'save', phase: 'pregame' }],
    ['no pregame questions: back leaves', pregame(0), back, NONE_ENABLED, toNewActivity],
    [
      'choices are not events of a question',
      pregame(1),
      { type: 'choosePregame' },
      SHAPE,
      { type: 'stay', reason: 'not-here' },
    ],
    // Postgame
    ['factors next goes to the first reflection question', factors, next, SHAPE, goto(reflection(0))],
    ['back from the factors leaves to /new-activity', factors, back, SHAPE, toNewActivity],
    ['reflection next goes to the following question', reflection(0), next, SHAPE, goto(reflection(1))],
    ['next on the last reflection question goes to the rating', reflection(1), next, SHAPE, goto(rating)],
    ['back from the first reflection question goes to the factors', reflection(0), back, SHAPE, goto(factors)],
    ['reflection back goes to the previous question', reflection(1), back, SHAPE, goto(reflection(0))],
    ['no postgame questions: the one step goes to the rating', reflection(0), next, NONE_ENABLED, goto(rating)],
    ['rating next without a rating stays', rating, next, SHAPE, { type: 'stay', reason: 'rating-required' }],
    ['rating next with a rating goes to the match', rating, next, RATED, goto(match)],
    ['the match next goes to the effort', match, next, RATED, goto(effort)],
    ['the match next with a score half given stays', match, next, BAD_MATCH, { type: 'stay', reason: 'match-invalid' }],
    ['Skip leaves the match for the effort (it clears it)', match, skip, BAD_MATCH, goto(effort)],
    ['back from the match goes to the rating', match, back, RATED, goto(rating)],
    ['back from the rating goes to the last question', rating, back, SHAPE, goto(reflection(1))],
    ['back from the rating with no questions', rating, back, NONE_ENABLED, goto(reflection(0))],
    ['effort next goes to the notes', effort, next, RATED, goto(notes)],
    [
      'effort next with minutes out of range stays',
      effort,
      next,
      BAD_MINUTES,
      { type: 'stay', reason: 'minutes-invalid' },
    ],
    ['Skip leaves the effort for the notes', effort, skip, RATED, goto(notes)],
    ['Skip leaves even with minutes out of range (it clears them)', effort, skip, BAD_MINUTES, goto(notes)],
    ['back from the effort goes to the match', effort, back, BAD_MINUTES, goto(match)],
    ['Skip is not an event of the rating', rating, skip, RATED, notHere],
    ['next on the notes saves the game', notes, next, RATED, { type: 'save', phase: 'postgame' }],
    ['back from the notes goes to the effort', notes, back, RATED, goto(effort)],
    [
      'choices are not events of the notes',
      notes,
      { type: 'choosePostgame', gamesInProgress: 1 },
      RATED,
      { type: 'stay', reason: 'not-here' },
    ],
  ])('%s', (_name, step, event, shape, expected) => {
    expect(gameFlowTransition(step, event, shape)).toEqual(expected);
  });

  it('walks from the selection screen through every pregame question to the save', () => {
    let step: GameStep = initialGameStep(false);
    const seen: GameFlowOutcome[] = [];
    for (const event of [{ type: 'choosePregame' }, next, next, next] as const) {
      const outcome = gameFlowTransition(step, event, SHAPE);
      seen.push(outcome);
      if (outcome.type === 'goto') step = outcome.step;
    }
    expect(seen.at(-1)).toEqual({ type: 'save', phase: 'pregame' });
    expect(step).toEqual(pregame(2));
  });
});

describe('initialGameStep', () => {
  it.each([
    [false, selection],
    [true, factors],
  ])('finishing %s -> %j', (completing, expected) => {
    expect(initialGameStep(completing)).toEqual(expected);
  });
});

describe('questionStepCount', () => {
  it.each([
    [0, 1],
    [1, 1],
    [8, 8],
  ])('%i enabled questions -> %i steps', (enabled, steps) => {
    expect(questionStepCount(enabled)).toBe(steps);
  });
});

describe('gameStepTitle and gameNextLabel', () => {
  it.each<[GameStep, GameFlowShape, string, string | null]>([
    [selection, SHAPE, 'Game Journal', null],
    [chooseGame, SHAPE, 'Post-game', null],
    [otherNotes, SHAPE, 'Game Notes', 'Done'],
    [pregame(0), SHAPE, 'Pregame', 'Next'],
    [pregame(2), SHAPE, 'Pregame', 'Done'],
    [pregame(0), NONE_ENABLED, 'Pregame', 'Done'],
    [factors, SHAPE, 'Post-game', 'Next'],
    [reflection(1), SHAPE, 'Post-game', 'Next'],
    [rating, SHAPE, 'Post-game', 'Next'],
    [match, BAD_MATCH, 'Post-game', 'Next'],
    [effort, BAD_MINUTES, 'Post-game', 'Next'],
    [notes, SHAPE, 'Post-game', 'Done'],
  ])('%j -> %s, %s', (step, shape, title, label) => {
    expect(gameStepTitle(step)).toBe(title);
    expect(gameNextLabel(step, shape)).toBe(label);
  });
});

describe('gamePage (one page, the default)', () => {
  const postgamePage = [rating, match, effort, factors, reflection(0), reflection(1), notes];
  it.each<[string, GameStep, GameEditKind | undefined, unknown]>([
    ['the selection is a choice', selection, undefined, null],
    ['so is choosing the game', chooseGame, undefined, null],
    ["a new game's pregame goes a question at a time", pregame(1), undefined, null],
    ['notes only are one screen already', otherNotes, undefined, null],
    ['a postgame: rating, the match and effort first', factors, undefined, { steps: postgamePage, phase: 'postgame' }],
    ['wherever a kept draft left it', reflection(1), undefined, { steps: postgamePage, phase: 'postgame' }],
    [
      'an edit of a game in progress: its pregame',
      pregame(0),
      'pregame',
      {
        steps: [pregame(0), pregame(1), pregame(2)],
        phase: 'pregame',
      },
    ],
    [
      'an edit of a finished game: both halves',
      pregame(0),
      'full',
      {
        steps: [pregame(0), pregame(1), pregame(2), ...postgamePage],
        phase: 'postgame',
      },
    ],
    ['an edit of a game recorded from its postgame', factors, 'postgame', { steps: postgamePage, phase: 'postgame' }],
    ['an edit of notes only', otherNotes, 'notes', null],
  ])('%s', (_name, step, editing, expected) => {
    expect(gamePage(step, { ...SHAPE, editing })).toEqual(expected);
  });

  it('asks a section with no question enabled as one step (which says so)', () => {
    expect(gamePage(factors, NONE_ENABLED)?.steps).toEqual([rating, match, effort, factors, reflection(0), notes]);
  });
});

const defaults = defaultSet('game').items;
const PREGAME_ASKED: AskedQuestion[] = [
  ...enabledQuestions(defaults, 'pregame'),
  { id: '1700000000000', text: 'What song gets me ready?', section: 'pregame' },
];
const POSTGAME_ASKED: AskedQuestion[] = [
  ...enabledQuestions(defaults, 'postgame'),
  { id: '1700000000001', text: 'Who was the best player?', section: 'postgame' },
];

const draft = (over: Partial<GameDraft>): GameDraft => ({ ...emptyGameDraft(), ...over });

describe('buildPregameContent', () => {
  it.each<[string, GameDraft, readonly AskedQuestion[], GameContent]>([
    [
      'answers 1-3 go to the pregame fields, a custom one by its text',
      draft({
        opposingTeam: ' Rovers ',
        timeOfDay: ' 3:30 PM ',
        answers: { '1': 'Effort', '2': 'Crowd', '3': 'Next play', '1700000000000': 'Anthem' },
      }),
      PREGAME_ASKED,
      {
        opposingTeam: 'Rovers',
        timeOfDay: '3:30 PM',
        pregame: { controlFactors: 'Effort', distractions: 'Crowd', mistakeResponse: 'Next play' },
        customPregameAnswers: { 'What song gets me ready?': 'Anthem' },
      },
    ],
    [
      'blank time of day, team and answers are not stored, but the pregame key is',
      draft({ opposingTeam: '  ', timeOfDay: '   ', answers: { '1': '  ', '1700000000000': '' } }),
      PREGAME_ASKED,
      { pregame: {} },
    ],
    [
      'answers to questions not asked are left out',
      draft({ answers: { '1': 'Effort', '2': 'Crowd' } }),
      PREGAME_ASKED.filter((q) => q.id !== '2'),
      { pregame: { controlFactors: 'Effort' } },
    ],
    [
      'a postgame id asked before the game is kept by its text',
      draft({ answers: { '5': 'Sharp' } }),
      [{ id: '5', text: 'How do I feel?', section: 'pregame' }],
      { pregame: {}, customPregameAnswers: { 'How do I feel?': 'Sharp' } },
    ],
  ])('%s', (_name, input, asked, expected) => {
    const content = buildPregameContent(input, asked);
    expect(content).toEqual(expected);
    expect(gameContentSchema.parse(content)).toEqual(expected);
  });
});

const SAVED_PREGAME: GameContent = {
  opposingTeam: 'Rovers',
  timeOfDay: '3:30 PM',
  pregame: { controlFactors: 'Effort', distractions: 'Crowd', mistakeResponse: 'Next play' },
  customPregameAnswers: { 'What song gets me ready?': 'Anthem' },
};

describe('buildCompletedGameContent', () => {
  it.each<[string, GameDraft & { rating: number }, GameContent | undefined, GameContent]>([
    [
      'completing keeps the saved pregame and adds answers 4-11, custom answers, factors, rating and notes',
      {
        ...draftFromSavedGame(SAVED_PREGAME, PREGAME_ASKED),
        answers: {
          '1': 'changed in the draft, not saved',
          '4': 'YES',
          '5': 'Good',
          '6': 'Passing',
          '7': 'Heading',
          '8': 'Happy',
          '9': 'Confident',
          '10': 'Fit well',
          '11': 'Fair',
          '1700000000001': 'Sam',
        },
        externalFactors: ['Referee', 'Teammates', 'Referee'],
        rating: 8,
        notes: ' Great day ',
      },
      SAVED_PREGAME,
      {
        ...SAVED_PREGAME,
        postgame: {
          rating: 8,
          externalFactors: ['Referee', 'Teammates'],
          engagement: 'YES',
          feelingsAboutPlay: 'Good',
          thingsDidWell: 'Passing',
          workOnNext: 'Heading',
          impactOnDay: 'Happy',
          matchupFeelings: 'Confident',
          systemFeelings: 'Fit well',
          playingTimeFeelings: 'Fair',
          notes: 'Great day',
        },
        customPostgameAnswers: { 'Who was the best player?': 'Sam' },
      },
    ],
    [
      'effort, minutes and the plan check go into the postgame of a game with a plan',
      {
        ...draftFromSavedGame(SAVED_PREGAME, PREGAME_ASKED),
        rating: 6,
        effort: 7,
        minutes: ' 90 ',
        planAdherence: 'Partly',
      },
      SAVED_PREGAME,
      {
        ...SAVED_PREGAME,
        postgame: { rating: 6, externalFactors: [], effort: 7, minutes: 90, planAdherence: 'Partly' },
      },
    ],
    [
      'a game without a plan keeps no plan check; effort 0 is kept',
      { ...draft({ effort: 0, planAdherence: 'Yes' }), rating: 4 },
      { pregame: { controlFactors: '  ' }, customPregameAnswers: { 'What song gets me ready?': 'Anthem' } },
      {
        pregame: { controlFactors: '  ' },
        customPregameAnswers: { 'What song gets me ready?': 'Anthem' },
        postgame: { rating: 4, externalFactors: [], effort: 0 },
      },
    ],
    [
      'without a saved entry only the postgame part is built; blanks are left out',
      { ...draft({ opposingTeam: 'City', timeOfDay: ' ', answers: { '4': ' ' }, notes: ' ' }), rating: 3 },
      undefined,
      { opposingTeam: 'City', postgame: { rating: 3, externalFactors: [] } },
    ],
    [
      'completing again replaces the earlier postgame and its custom answers',
      { ...draftFromSavedGame(SAVED_PREGAME, PREGAME_ASKED), rating: 10 },
      {
        ...SAVED_PREGAME,
        postgame: { rating: 2, externalFactors: ['Opponent'], engagement: 'NO' },
        customPostgameAnswers: { old: 'answer' },
      },
      { ...SAVED_PREGAME, postgame: { rating: 10, externalFactors: [] } },
    ],
  ])('%s', (_name, input, saved, expected) => {
    const content = buildCompletedGameContent(input, POSTGAME_ASKED, saved);
    expect(content).toEqual(expected);
    expect(gameContentSchema.parse(content)).toEqual(expected);
  });
});

describe('draftFromSavedGame', () => {
  it.each<[string, GameContent, readonly AskedQuestion[], GameDraft]>([
    [
      'fills team, time and the answers of the questions asked',
      SAVED_PREGAME,
      PREGAME_ASKED,
      draft({
        opposingTeam: 'Rovers',
        timeOfDay: '3:30 PM',
        answers: { '1': 'Effort', '2': 'Crowd', '3': 'Next play', '1700000000000': 'Anthem' },
      }),
    ],
    [
      'a question no longer asked is not filled',
      SAVED_PREGAME,
      PREGAME_ASKED.filter((q) => q.id === '3'),
      draft({ opposingTeam: 'Rovers', timeOfDay: '3:30 PM', answers: { '3': 'Next play' } }),
    ],
    ['an entry without pregame answers gives an empty draft', {}, PREGAME_ASKED, emptyGameDraft()],
    [
      'a finished game opens with its effort, minutes and plan check',
      { postgame: { rating: 5, externalFactors: [], effort: 8, minutes: 70, planAdherence: 'No' } },
      [],
      draft({ rating: 5, effort: 8, minutes: '70', planAdherence: 'No' }),
    ],
    [
      'a finished game opens with its match record',
      { postgame: { rating: 5, externalFactors: [] }, minutesPlayed: 0, started: false, scoreFor: 1, scoreAgainst: 1 },
      [],
      draft({ rating: 5, minutesPlayed: '0', started: false, scoreFor: '1', scoreAgainst: '1' }),
    ],
    [
      'an older finished game opens with none of them',
      { postgame: { rating: 5, externalFactors: [] } },
      [],
      draft({ rating: 5 }),
    ],
  ])('%s', (_name, saved, asked, expected) => {
    expect(draftFromSavedGame(saved, asked)).toEqual(expected);
  });
});

describe('editing a saved game', () => {
  const edit = (editing: GameEditKind): GameFlowShape => ({ ...RATED, editing });

  it.each<[string, GameContent, GameEditKind, GameStep]>([
    ['a game in progress: its pregame', { pregame: { controlFactors: 'Effort' } }, 'pregame', pregame(0)],
    ['a pregame saved with no answers is still a pregame', { pregame: {} }, 'pregame', pregame(0)],
    [
      'a finished game: its pregame, then its postgame',
      { pregame: {}, postgame: { rating: 7, externalFactors: [] } },
      'full',
      pregame(0),
    ],
    [
      'a game recorded from its postgame alone: its postgame',
      { opposingTeam: 'City', postgame: { rating: 7, externalFactors: [] } },
      'postgame',
      factors,
    ],
    ['a game of notes only: its notes', { notes: 'Bus ride' }, 'notes', otherNotes],
  ])('%s', (_name, content, kind, first) => {
    expect(gameEditKind(content)).toBe(kind);
    expect(firstEditStep(kind)).toEqual(first);
  });

  it.each<[string, GameStep, GameFlowEvent, GameFlowShape, GameFlowOutcome]>([
    [
      'in progress: the last pregame question saves the pregame',
      pregame(2),
      next,
      edit('pregame'),
      { type: 'save', phase: 'pregame' },
    ],
    [
      'in progress: back from the first question leaves to where the edit came from',
      pregame(0),
      back,
      edit('pregame'),
      toOrigin,
    ],
    ['finished: the last pregame question goes on to the postgame', pregame(2), next, edit('full'), goto(factors)],
    [
      'finished: back from the factors returns to the last pregame question',
      factors,
      back,
      edit('full'),
      goto(pregame(2)),
    ],
    ['finished: the notes save the postgame', notes, next, edit('full'), { type: 'save', phase: 'postgame' }],
    ['postgame alone: back from the factors leaves', factors, back, edit('postgame'), toOrigin],
    ['notes only: back leaves instead of opening the selection screen', otherNotes, back, edit('notes'), toOrigin],
  ])('%s', (_name, step, event, shape, expected) => {
    expect(gameFlowTransition(step, event, shape)).toEqual(expected);
  });

  it('labels the last pregame question NEXT when the postgame follows', () => {
    expect(gameNextLabel(pregame(2), edit('full'))).toBe('Next');
    expect(gameNextLabel(pregame(2), edit('pregame'))).toBe('Done');
  });

  const FINISHED: GameContent = {
    opposingTeam: 'Rovers',
    pregame: { controlFactors: 'Effort', distractions: 'Crowd' },
    customPregameAnswers: { 'A deleted question': 'Kept' },
    postgame: { rating: 7, externalFactors: ['Referee'], engagement: 'YES', notes: 'Tough' },
  };
  const switchedOff = defaults.map((item) => (item.id === '2' || item.id === '4' ? { ...item, enabled: false } : item));

  it.each<[string, QuestionSection, string[]]>([
    [
      'pregame: enabled ones, the answered one switched off, then the deleted custom one',
      'pregame',
      ['1', '2', '3', 'saved-pregame-0'],
    ],
    [
      'postgame: the answered one switched off comes back in its place',
      'postgame',
      ['4', '5', '6', '7', '8', '9', '10', '11'],
    ],
  ])('gameQuestionsForEdit, %s', (_name, section, ids) => {
    expect(gameQuestionsForEdit(switchedOff, FINISHED, section).map((question) => question.id)).toEqual(ids);
  });

  it('asks a default question missing from the set when the game answered it', () => {
    const without1 = defaults.filter((item) => item.id !== '1');
    const asked = gameQuestionsForEdit(without1, FINISHED, 'pregame');
    expect(asked[asked.length - 2]).toEqual({ id: '1', text: PREGAME_ASKED[0]!.text, section: 'pregame' });
  });

  it('opens a finished game with every field filled in', () => {
    const asked = [
      ...gameQuestionsForEdit(switchedOff, FINISHED, 'pregame'),
      ...gameQuestionsForEdit(switchedOff, FINISHED, 'postgame'),
    ];
    expect(draftFromSavedGame(FINISHED, asked)).toEqual({
      opposingTeam: 'Rovers',
      timeOfDay: '',
      answers: { '1': 'Effort', '2': 'Crowd', 'saved-pregame-0': 'Kept', '4': 'YES' },
      externalFactors: ['Referee'],
      rating: 7,
      effort: null,
      minutes: '',
      minutesPlayed: '',
      started: null,
      scoreFor: '',
      scoreAgainst: '',
      planAdherence: null,
      notes: 'Tough',
    });
  });

  it.each<[string, GameEditKind, GameContent, (d: GameDraft) => GameDraft, GameContent]>([
    [
      'a finished game saved unchanged is the same game, switched-off and deleted answers included',
      'full',
      FINISHED,
      (d) => d,
      FINISHED,
    ],
    [
      'a finished game: pregame and postgame both take the edits',
      'full',
      FINISHED,
      (d) => ({ ...d, answers: { ...d.answers, '1': 'Voice', '4': 'NO' }, rating: 9 }),
      {
        ...FINISHED,
        pregame: { controlFactors: 'Voice', distractions: 'Crowd' },
        postgame: { ...FINISHED.postgame!, rating: 9, engagement: 'NO' },
      },
    ],
    [
      'a finished game: effort added, the plan check changed',
      'full',
      { ...FINISHED, postgame: { ...FINISHED.postgame!, planAdherence: 'Yes' } },
      (d) => ({ ...d, effort: 6, minutes: '45', planAdherence: 'No' }),
      { ...FINISHED, postgame: { ...FINISHED.postgame!, effort: 6, minutes: 45, planAdherence: 'No' } },
    ],
    [
      'a finished game whose plan is wiped in the edit loses its plan check; effort cleared',
      'full',
      { ...FINISHED, postgame: { ...FINISHED.postgame!, effort: 6, planAdherence: 'Yes' } },
      (d) => ({ ...d, answers: { ...d.answers, '1': ' ', '2': '' }, effort: null }),
      { ...FINISHED, pregame: {} },
    ],
    [
      'a finished game: the match record added, kept apart from the session minutes',
      'full',
      FINISHED,
      (d) => ({ ...d, minutes: '95', minutesPlayed: ' 63 ', started: true, scoreFor: '2', scoreAgainst: '1' }),
      {
        ...FINISHED,
        postgame: { ...FINISHED.postgame!, minutes: 95 },
        minutesPlayed: 63,
        started: true,
        scoreFor: 2,
        scoreAgainst: 1,
      },
    ],
    [
      'a game recorded from its postgame: the match record cleared (Skip) is taken away',
      'postgame',
      {
        opposingTeam: 'Rovers',
        postgame: { rating: 6, externalFactors: [] },
        minutesPlayed: 90,
        started: false,
        scoreFor: 0,
        scoreAgainst: 0,
      },
      (d) => ({ ...d, minutesPlayed: '', started: null, scoreFor: '', scoreAgainst: '' }),
      { opposingTeam: 'Rovers', postgame: { rating: 6, externalFactors: [] } },
    ],
    [
      'a game in progress stays in progress',
      'pregame',
      { opposingTeam: 'City', pregame: { controlFactors: 'Effort' } },
      (d) => ({ ...d, opposingTeam: 'City FC' }),
      { opposingTeam: 'City FC', pregame: { controlFactors: 'Effort' } },
    ],
    [
      'a game of notes only keeps anything else it holds',
      'notes',
      { opposingTeam: 'Town', notes: 'Old' },
      (d) => ({ ...d, notes: ' New ' }),
      { opposingTeam: 'Town', notes: 'New' },
    ],
  ])('gameContentForSave, %s', (_name, kind, saved, change, expected) => {
    const asked = {
      pregame: gameQuestionsForEdit(switchedOff, saved, 'pregame'),
      postgame: gameQuestionsForEdit(switchedOff, saved, 'postgame'),
    };
    const phase = kind === 'full' || kind === 'postgame' ? 'postgame' : kind;
    const startDraft = draftFromSavedGame(saved, [...asked.pregame, ...asked.postgame]);
    const content = gameContentForSave(phase, change(startDraft), asked, saved, kind);
    expect(content).toEqual(expected);
    expect(gameContentSchema.parse(content)).toEqual(expected);
  });

  it('saves no postgame without a rating, and a Finish keeps the saved pregame', () => {
    const asked = { pregame: PREGAME_ASKED, postgame: POSTGAME_ASKED };
    expect(gameContentForSave('postgame', emptyGameDraft(), asked, SAVED_PREGAME, undefined)).toBeNull();
    const finished = gameContentForSave(
      'postgame',
      { ...emptyGameDraft(), answers: { '1': 'not saved by a Finish' }, rating: 5 },
      asked,
      SAVED_PREGAME,
      undefined,
    );
    expect(finished?.pregame).toEqual(SAVED_PREGAME.pregame);
  });
});

describe('gameAnswerPath', () => {
  // A question with its own field is kept there, in its own section only; any other by its text.
  it.each([
    { section: 'pregame', id: '1', text: 'What can you control?', path: 'pregame.controlFactors' },
    { section: 'postgame', id: '4', text: 'How engaged were you?', path: 'postgame.engagement' },
    { section: 'pregame', id: 'c1', text: 'Who marks you?', path: 'customPregameAnswers.Who marks you?' },
    { section: 'postgame', id: 'c2', text: 'Best moment?', path: 'customPostgameAnswers.Best moment?' },
    { section: 'pregame', id: '4', text: 'Engaged?', path: 'customPregameAnswers.Engaged?' },
  ] as const)('$section question $id is kept at $path', ({ section, id, text, path }) => {
    expect(gameAnswerPath(section, { id, text })).toBe(path);
  });
});

describe('gamePlan', () => {
  const asked = [
    { id: '1', text: 'What can I control today?', section: 'pregame' as const },
    { id: '3', text: 'After a mistake I will...', section: 'pregame' as const },
  ];
  const defaultText = (id: string) => defaults.find((item) => item.id === id)!.text;
  it.each<[string, GameDraft, GameContent | undefined, GameEditKind | undefined, PlanItem[]]>([
    [
      'a Finish: the saved plan, under the texts the flow asks with (else the default text)',
      draft({ answers: { '1': 'ignored: a Finish keeps the saved pregame' } }),
      SAVED_PREGAME,
      undefined,
      [
        { question: 'What can I control today?', answer: 'Effort' },
        { question: defaultText('2'), answer: 'Crowd' },
        { question: 'After a mistake I will...', answer: 'Next play' },
      ],
    ],
    [
      'only what was answered',
      draft({}),
      { pregame: { distractions: ' Crowd ', mistakeResponse: ' ' } },
      undefined,
      [{ question: defaultText('2'), answer: 'Crowd' }],
    ],
    ['a postgame-only game has none', draft({}), { postgame: { rating: 5, externalFactors: [] } }, 'postgame', []],
    ['a new game recorded from its postgame has none', draft({}), undefined, undefined, []],
    [
      'an edit of a finished game: the plan as just edited',
      draft({ answers: { '1': 'Voice', '2': '' } }),
      SAVED_PREGAME,
      'full',
      [{ question: 'What can I control today?', answer: 'Voice' }],
    ],
  ])('%s', (_name, input, saved, editing, expected) => {
    expect(gamePlan(input, asked, saved, editing)).toEqual(expected);
  });
});

describe('gameFlowShape', () => {
  const counts = { pregame: 3, postgame: 2 };
  it.each<[string, Partial<GameDraft>, GameEditKind | undefined, Partial<GameFlowShape>]>([
    [
      'an empty draft',
      {},
      undefined,
      { rated: false, noted: false, minutesValid: true, matchValid: true, editing: undefined },
    ],
    [
      'a whole match record',
      { minutesPlayed: '63', scoreFor: '2', scoreAgainst: '1' },
      undefined,
      { matchValid: true },
    ],
    ['one side of a score', { scoreFor: '2' }, undefined, { matchValid: false }],
    ['201 minutes played', { minutesPlayed: '201' }, undefined, { matchValid: false }],
    ['rated, with notes', { rating: 4, notes: ' Bus ' }, 'full', { rated: true, noted: true, editing: 'full' }],
    ['blank notes are none', { notes: '  ' }, undefined, { noted: false }],
    ['minutes in range', { minutes: '90' }, undefined, { minutesValid: true }],
    ['minutes out of range', { minutes: '601' }, undefined, { minutesValid: false }],
    ['a fraction of a minute', { minutes: '1.5' }, undefined, { minutesValid: false }],
  ])('%s', (_name, over, editing, expected) => {
    const shape = gameFlowShape(draft(over), counts, editing);
    expect(shape).toMatchObject({ pregameQuestions: 3, postgameQuestions: 2, ...expected });
  });
});
