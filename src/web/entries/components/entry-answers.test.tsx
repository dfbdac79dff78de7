// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { defaultQuestionText, defaultSet } from '../../../domain/question-sets';
import { GameQuestionsContext } from '../hooks/game-questions';
import { EntryAnswers } from './entry-answers';

// A Game's answers as every card shows them (Today, the day view, the histories, the report).

const game = {
  type: 'Game' as const,
  content: {
    opposingTeam: 'Rovers',
    pregame: { controlFactors: 'My effort' },
    postgame: { rating: 7, externalFactors: [], matchupFeelings: 'Calm against their number 9' },
  },
};

const labels = () => screen.getAllByRole('term').map((term) => term.textContent);

afterEach(cleanup);

describe('EntryAnswers of a Game', () => {
  it("labels each answer with the question asked, in the athlete's own words where the app knows them", () => {
    const own = 'How did I do against my opposite number?';
    const items = defaultSet('game').items.map((q) => (q.id === '9' ? { ...q, text: own } : q));
    render(
      <GameQuestionsContext value={items}>
        <EntryAnswers entry={game} />
      </GameQuestionsContext>,
    );
    expect(labels()).toEqual([defaultQuestionText('game', '1'), own]);
  });

  it("labels each answer with its default question where the athlete's questions are not known, never a field name", () => {
    render(<EntryAnswers entry={game} />);
    expect(labels()).toEqual([defaultQuestionText('game', '1'), defaultQuestionText('game', '9')]);
    expect(screen.queryByText(/Control Factors|Matchup Feelings/)).toBeNull();
  });
});
