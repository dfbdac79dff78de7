import { describe, expect, it } from 'vitest';
import { searchableFields } from './searchable-fields.js';

const field = (label: string, text: string, labelSearched = true) => ({ label, labelSearched, text });
const fixed = (label: string, text: string) => field(label, text, false);

describe('searchableFields', () => {
  it('reads a game: opponent, the plan and postgame answers under their questions, custom answers, notes', () => {
    const content = {
      opposingTeam: ' Riverside ',
      timeOfDay: '3 PM',
      pregame: { controlFactors: 'Effort', distractions: '  ', mistakeResponse: 'Next play' },
      customPregameAnswers: { 'Did I sleep well?': 'Yes', 'Blank?': ' ' },
      postgame: {
        rating: 8,
        externalFactors: ['Referee'],
        engagement: 'YES',
        playingTimeFeelings: 'Happy',
        planAdherence: 'Partly',
        notes: 'Cramp late on',
      },
      customPostgameAnswers: { 'Had fun?': 'Lots' },
      notes: 'Final',
    };
    expect(searchableFields('Game', content)).toEqual([
      fixed('Opponent', 'Riverside'),
      field("What are three things I can control in today's game?", 'Effort'),
      field('How will I respond when I make a mistake?', 'Next play'),
      field('Did I sleep well?', 'Yes'),
      field('Was I engaged for the whole game? YES or NO', 'YES'),
      field('How do I feel about my playing time?', 'Happy'),
      field('Had fun?', 'Lots'),
      fixed('Postgame Notes', 'Cramp late on'),
      fixed('Notes', 'Final'),
    ]);
  });

  it('reads a pregame-only game', () => {
    expect(searchableFields('Game', { pregame: { distractions: 'Crowd' } })).toEqual([
      field('What external distractions might come up, and how will I let them go?', 'Crowd'),
    ]);
  });

  it.each(['Training', 'Rehab', 'Lift'] as const)(
    'reads %s answers under the text they were answered with, else the default question, else "Answer"',
    (type) => {
      const content = {
        answers: {
          custom1: 'Tight hamstring',
          t1: 'Focused',
          r2: 'Stretched',
          l3: 'Yes',
          orphan: 'Lost text',
          blank: ' ',
        },
        questionTexts: { custom1: 'How did the body feel?' },
        rating: 7,
        notes: 'Good day',
      };
      const defaultOf = {
        Training: ['t1', 'How focused was I during practice today?'],
        Rehab: ['r2', 'What did I do this morning to start the day well?'],
        Lift: ['l3', 'Am I happy that I lifted today? Why?'],
      }[type];
      const fields = searchableFields(type, content);
      expect(fields[0]).toEqual(field('How did the body feel?', 'Tight hamstring'));
      expect(fields).toContainEqual(field(defaultOf[1]!, content.answers[defaultOf[0] as 't1']));
      expect(fields).toContainEqual(fixed('Answer', 'Lost text'));
      expect(fields[fields.length - 1]).toEqual(fixed('Notes', 'Good day'));
      expect(fields.map((f) => f.text)).not.toContain(' ');
    },
  );

  it('reads imagery prompts one by one, and notes', () => {
    expect(searchableFields('Imagery', { selectedPrompts: ['See the pass.', 'Feel calm.'], notes: 'Vivid' })).toEqual([
      fixed('Prompt', 'See the pass.'),
      fixed('Prompt', 'Feel calm.'),
      fixed('Notes', 'Vivid'),
    ]);
  });

  it('reads food items and feelings, not the meal or its time', () => {
    const content = { mealType: 'Dinner', timeOfDay: '19:00', foodItems: 'Pasta', feelingNotes: 'Full' };
    expect(searchableFields('Food', content)).toEqual([fixed('Food Items', 'Pasta'), fixed('Feelings', 'Full')]);
  });

  it('reads only the notes of a wellness check-in', () => {
    const content = { fatigue: 4, sleep: 3, soreness: 2, stress: 4, mood: 5, sleepHours: 7.5, notes: 'Calf sore' };
    expect(searchableFields('Wellness', content)).toEqual([fixed('Notes', 'Calf sore')]);
    expect(searchableFields('Wellness', { fatigue: 4 })).toEqual([]);
  });

  it('reads an injury or illness: its problem and body area as shown, and its notes, not its figures', () => {
    const content = {
      problem: 'injury',
      area: 'hamstring',
      side: 'left',
      pain: 6,
      status: 'modified',
      notes: 'Sprint',
    };
    expect(searchableFields('Health', content)).toEqual([
      fixed('Problem', 'Injury'),
      fixed('Body area', 'Hamstring'),
      fixed('Notes', 'Sprint'),
    ]);
    expect(searchableFields('Health', { problem: 'illness', status: 'unavailable' })).toEqual([
      fixed('Problem', 'Illness'),
    ]);
  });

  it("reads a note's title and text", () => {
    expect(searchableFields('Note', { title: 'Preseason', text: 'Legs heavy' })).toEqual([
      fixed('Title', 'Preseason'),
      fixed('Text', 'Legs heavy'),
    ]);
    expect(searchableFields('Note', { text: 'No title' })).toEqual([fixed('Text', 'No title')]);
  });

  it('composes text (NFC) so marks point into what is shown', () => {
    expect(searchableFields('Wellness', { notes: 'tre\u0300s' })).toEqual([fixed('Notes', 'très')]);
  });

  it.each([null, 'text', 42, [], undefined])('reads nothing from content %j', (content) => {
    expect(searchableFields('Training', content)).toEqual([]);
  });

  it('ignores values that are not text, and inherited keys', () => {
    const content = { answers: { t1: 5, toString: 'x' }, questionTexts: {}, notes: ['a'] };
    expect(searchableFields('Training', content)).toEqual([fixed('Answer', 'x')]);
  });
});
