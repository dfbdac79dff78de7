import { describe, expect, it } from 'vitest';
import {
  entryAnswerRows,
  fieldLabel,
  GAME_POSTGAME_FIELDS,
  GAME_PREGAME_FIELDS,
  GAME_QUESTION_FIELDS,
  gameFieldForQuestion,
  entryCountText,
} from './labels.js';
import { gameContentSchema } from './entry-content-schema.js';
import { defaultQuestionText, defaultSet, type QuestionItem } from './question-sets.js';

describe('fieldLabel', () => {
  it.each([
    ['feelingsAboutPlay', 'Feelings About Play'],
    ['controlFactors', 'Control Factors'],
    ['workOnNext', 'Work On Next'],
    ['notes', 'Notes'],
    ['t1', 'T1'],
    ['already Spaced', 'Already Spaced'],
    ['URL', 'U R L'],
    ['', ''],
  ])('%j -> %j', (field, expected) => {
    expect(fieldLabel(field)).toBe(expected);
  });
});

describe('game fields', () => {
  // The stored game's answer fields: its content schema's, less the figures and notes that no question asks for.
  const answerFields = (section: 'pregame' | 'postgame') =>
    Object.keys(gameContentSchema.shape[section].unwrap().shape).filter(
      (key) => !['rating', 'externalFactors', 'effort', 'minutes', 'planAdherence', 'notes'].includes(key),
    );

  it('lists the stored answer fields of each section, one per default question, in question order', () => {
    const questions = defaultSet('game').items;
    expect(GAME_PREGAME_FIELDS).toEqual(answerFields('pregame'));
    expect(GAME_POSTGAME_FIELDS).toEqual(answerFields('postgame'));
    expect(GAME_PREGAME_FIELDS).toHaveLength(questions.filter((question) => question.section === 'pregame').length);
    expect(GAME_POSTGAME_FIELDS).toHaveLength(questions.filter((question) => question.section === 'postgame').length);
  });

  it('maps ids 1-3 to the pregame fields and 4-11 to the postgame fields, in order', () => {
    const fields = Object.entries(GAME_QUESTION_FIELDS).map(([id, { section, field }]) => `${id}:${section}.${field}`);
    expect(fields).toEqual([
      ...GAME_PREGAME_FIELDS.map((field, i) => `${i + 1}:pregame.${field}`),
      ...GAME_POSTGAME_FIELDS.map((field, i) => `${i + 4}:postgame.${field}`),
    ]);
  });

  it.each([
    ['1', { section: 'pregame', field: 'controlFactors' }],
    ['11', { section: 'postgame', field: 'playingTimeFeelings' }],
    ['12', null],
    ['1760000000000', null],
    ['toString', null],
    ['', null],
  ])('gameFieldForQuestion(%j) -> %j', (id, expected) => {
    expect(gameFieldForQuestion(id)).toEqual(expected);
  });
});

describe('entryAnswerRows: Game', () => {
  const questions = defaultSet('game').items;
  const complete = {
    opposingTeam: 'Rovers',
    timeOfDay: '3 PM',
    pregame: { controlFactors: 'Effort', distractions: '  ', mistakeResponse: 'Next play' },
    customPregameAnswers: { 'Did I sleep well?': 'Yes', 'Blank one?': ' ' },
    postgame: {
      rating: 8,
      externalFactors: ['Referee', 'Opponent'],
      engagement: 'YES',
      feelingsAboutPlay: '',
      playingTimeFeelings: 'Happy',
      notes: 'Tired legs',
    },
    customPostgameAnswers: { 'Had fun?': 'Lots' },
    notes: 'Good day',
  };

  it('labels fields with the default questions and lists non-blank answers in asked order', () => {
    expect(entryAnswerRows('Game', complete, questions)).toEqual([
      { label: defaultQuestionText('game', '1'), value: 'Effort' },
      { label: defaultQuestionText('game', '3'), value: 'Next play' },
      { label: 'Did I sleep well?', value: 'Yes' },
      { label: 'External Factors', value: 'Referee, Opponent' },
      { label: defaultQuestionText('game', '4'), value: 'YES' },
      { label: defaultQuestionText('game', '11'), value: 'Happy' },
      { label: 'Had fun?', value: 'Lots' },
      { label: 'Postgame Notes', value: 'Tired legs' },
      { label: 'Notes', value: 'Good day' },
    ]);
  });

  it("labels every field with its question asked: the default text without the athlete's set, never the field name", () => {
    const answered = (fields: readonly string[]) => Object.fromEntries(fields.map((field) => [field, `${field}!`]));
    const rows = entryAnswerRows('Game', {
      pregame: answered(GAME_PREGAME_FIELDS),
      postgame: { rating: 5, ...answered(GAME_POSTGAME_FIELDS) },
    });
    expect(rows.map((row) => row.label)).toEqual(
      Object.keys(GAME_QUESTION_FIELDS).map((id) => defaultQuestionText('game', id)),
    );
    expect(rows.map((row) => row.label)).not.toContain('Matchup Feelings');
    expect(rows.map((row) => row.label)).not.toContain('Control Factors');
  });

  it("takes the athlete's own text of a question first, the default text for the others", () => {
    const edited = questions.map((q) =>
      q.id === '9' ? { ...q, text: 'How did I do against my opposite number?' } : q,
    );
    const rows = entryAnswerRows(
      'Game',
      { pregame: { mistakeResponse: 'Reset' }, postgame: { rating: 5, matchupFeelings: 'OK', systemFeelings: 'Fine' } },
      edited,
    );
    expect(rows).toEqual([
      { label: defaultQuestionText('game', '3'), value: 'Reset' },
      { label: 'How did I do against my opposite number?', value: 'OK' },
      { label: defaultQuestionText('game', '10'), value: 'Fine' },
    ]);
  });

  it.each([
    ['enabled question with that id', [{ id: '5', text: 'How did I play?', enabled: true }], 'How did I play?'],
    ['disabled question', [{ id: '5', text: 'How did I play?', enabled: false }], defaultQuestionText('game', '5')],
    [
      'question of the other section',
      [{ id: '5', text: 'How did I play?', enabled: true, section: 'pregame' }],
      defaultQuestionText('game', '5'),
    ],
    ['question missing', [], defaultQuestionText('game', '5')],
    ['question with blank text', [{ id: '5', text: '  ', enabled: true }], defaultQuestionText('game', '5')],
  ])('labels by question id: %s', (_name, items, label) => {
    const gameQuestions = items.map(
      (item) => ({ isCustom: false, type: 'text', section: 'postgame', ...item }) as QuestionItem,
    );
    const rows = entryAnswerRows('Game', { postgame: { rating: 6, feelingsAboutPlay: 'Well' } }, gameQuestions);
    expect(rows).toEqual([{ label, value: 'Well' }]);
  });

  it('keeps the label of a field when an earlier question of its section is disabled', () => {
    const gameQuestions = questions.map((q) => (q.id === '4' ? { ...q, enabled: false } : q));
    const rows = entryAnswerRows('Game', { postgame: { rating: 6, feelingsAboutPlay: 'Well' } }, gameQuestions);
    expect(rows).toEqual([{ label: defaultQuestionText('game', '5'), value: 'Well' }]);
  });

  it('shows a pregame-only entry', () => {
    expect(entryAnswerRows('Game', { opposingTeam: 'Rovers', pregame: { distractions: 'Crowd' } }, questions)).toEqual([
      { label: defaultQuestionText('game', '2'), value: 'Crowd' },
    ]);
  });

  it('has no row for empty factors, time of day, opponent or rating', () => {
    expect(
      entryAnswerRows('Game', { opposingTeam: 'X', timeOfDay: '1 PM', postgame: { rating: 9, externalFactors: [] } }),
    ).toEqual([]);
  });
});

describe('entryAnswerRows: Training, Rehab, Lift', () => {
  it.each([
    ['Training', 't1', defaultQuestionText('training', 't1')],
    ['Rehab', 'r3', defaultQuestionText('rehab', 'r3')],
    ['Lift', 'l4', defaultQuestionText('lift', 'l4')],
    ['Lift', 't1', 'T1'],
    ['Training', 'customId', 'Custom Id'],
  ] as const)('%s answer %s is labelled by the default text, else the id', (type, id, label) => {
    expect(entryAnswerRows(type, { answers: { [id]: ' Yes ' } })).toEqual([{ label, value: 'Yes' }]);
  });

  it('prefers the question text the entry was answered with, in the order answered, then notes', () => {
    const content = {
      timeOfDay: '7 AM',
      answers: { t2: 'Noise', '1760000000000': 'Slept 9h', t1: '   ', t3: 'Left foot' },
      questionTexts: { t2: 'What distracted me?', '1760000000000': 'How did I sleep?', t3: ' ' },
      rating: 7,
      notes: 'Solid',
    };
    expect(entryAnswerRows('Training', content)).toEqual([
      { label: 'What distracted me?', value: 'Noise' },
      { label: 'How did I sleep?', value: 'Slept 9h' },
      { label: defaultQuestionText('training', 't3'), value: 'Left foot' },
      { label: 'Notes', value: 'Solid' },
    ]);
  });

  it.each([[{}], [{ answers: {}, notes: '  ' }], [{ answers: { t1: 5, t2: null } }], [{ answers: 'text' }]])(
    'has no rows for %j',
    (content) => {
      expect(entryAnswerRows('Rehab', content)).toEqual([]);
    },
  );
});

describe('entryAnswerRows: Imagery', () => {
  it.each([
    [
      { selectedPrompts: ['See a pass', ' ', 'Score'], notes: 'Calm' },
      [
        { label: 'Selected Prompts', value: 'See a pass\nScore' },
        { label: 'Notes', value: 'Calm' },
      ],
    ],
    [{ selectedPrompts: [], rating: 5 }, []],
    [{ selectedPrompts: 'not a list' }, []],
  ])('%j', (content, rows) => {
    expect(entryAnswerRows('Imagery', content)).toEqual(rows);
  });
});

describe('entryAnswerRows: Food', () => {
  it.each([
    [
      { mealType: 'Dinner', timeOfDay: '7 PM', foodItems: 'Pasta\nSalad', feelingNotes: 'Full' },
      [
        { label: 'Meal Type', value: 'Dinner' },
        { label: 'Food Items', value: 'Pasta\nSalad' },
        { label: 'Feeling Notes', value: 'Full' },
      ],
    ],
    [
      { mealType: 'Lunch', timeOfDay: '1 PM', foodItems: 'Rice', feelingNotes: '' },
      [
        { label: 'Meal Type', value: 'Lunch' },
        { label: 'Food Items', value: 'Rice' },
      ],
    ],
  ])('%j', (content, rows) => {
    expect(entryAnswerRows('Food', content)).toEqual(rows);
  });
});

describe('entryAnswerRows: Health', () => {
  it.each([
    [
      { problem: 'injury', area: 'hamstring', side: 'left', pain: 4, status: 'modified', notes: 'Sprinting' },
      [
        { label: 'Problem', value: 'Injury' },
        { label: 'Body area', value: 'Hamstring' },
        { label: 'Side', value: 'Left' },
        { label: 'Pain', value: '4 of 10' },
        { label: 'Availability', value: 'Modified · Training with limits' },
        { label: 'Notes', value: 'Sprinting' },
      ],
    ],
    [
      { problem: 'illness', pain: 0, status: 'unavailable' },
      [
        { label: 'Problem', value: 'Illness' },
        { label: 'Pain', value: '0 of 10' },
        { label: 'Availability', value: 'Unavailable · Cannot train or play' },
      ],
    ],
    [{ problem: 'flu', area: 'elbow', status: 'fine' }, []],
  ])('%j', (content, rows) => {
    expect(entryAnswerRows('Health', content)).toEqual(rows);
  });
});

describe('entryAnswerRows: Note', () => {
  it.each([
    [
      { title: 'Preseason', text: 'Day one.\nLegs heavy.' },
      [
        { label: 'Title', value: 'Preseason' },
        { label: 'Text', value: 'Day one.\nLegs heavy.' },
      ],
    ],
    [{ text: 'No title' }, [{ label: 'Text', value: 'No title' }]],
  ])('%j', (content, rows) => {
    expect(entryAnswerRows('Note', content)).toEqual(rows);
  });
});

describe('entryAnswerRows: unreadable content', () => {
  it.each([null, undefined, 'text', 3, ['a']])('is empty for %j', (content) => {
    expect(entryAnswerRows('Training', content)).toEqual([]);
    expect(entryAnswerRows('Game', content)).toEqual([]);
  });
});

describe('entryCountText', () => {
  it.each([
    [0, 'Training', 'No Training entries'],
    [1, 'Food', '1 Food entry'],
    [2, 'Game', '2 Game entries'],
    [12, 'Imagery', '12 Imagery entries'],
    [0, 'Health', 'No injury or illness entries'],
    [1, 'Health', '1 injury or illness entry'],
    [2, 'Wellness', '2 Wellness entries'],
  ] as const)('%i %s -> %s', (count, type, expected) => {
    expect(entryCountText(count, type)).toBe(expected);
  });
});
