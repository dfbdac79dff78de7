import {
  gameAnswerPath,
  type AskedQuestion,
  type GameDraft,
  type GameFieldStep,
  type PlanItem,
} from '../../../../domain/game-flow';
import type { QuestionSection } from '../../../../domain/question-sets';
import type { FlowField, FlowScreen } from '../engine/flow-field';
import { notesField, questionField, ratingField, timeOfDayField } from './common-fields';

const NO_QUESTIONS: Record<QuestionSection, string> = {
  pregame: 'No pregame questions are enabled. Please configure questions in settings.',
  postgame: 'No postgame questions are enabled. Please configure questions in settings.',
};

/** What a Game step binds to: the questions of each section, the draft and how to change it. */
export interface GameKindContext {
  pregame: readonly AskedQuestion[];
  postgame: readonly AskedQuestion[];
  /** True when the postgame records a new game (no pregame before it): it asks the game's time and opponent. */
  newGame: boolean;
  /** The game's plan, from its pregame; empty for a game without one (then no plan check is asked). */
  plan: readonly PlanItem[];
  draft: GameDraft;
  change: (patch: Partial<GameDraft>) => void;
  /**
   * Asked one step at a time: Skip on the match and effort steps, and "Question n of N". Absent on one page, where
   * they are optional fields among others.
   */
  oneAtATime?: { onSkip: (step: 'postgame-match' | 'postgame-effort') => void };
}

/** The time of day and opponent of a game, asked where the game starts (its pregame, or a postgame alone). */
function gameFields(draft: GameDraft, change: GameKindContext['change'], opponentLabel: string): FlowField[] {
  return [
    timeOfDayField(draft, change),
    {
      kind: 'text',
      lines: 'one',
      path: 'opposingTeam',
      label: opponentLabel,
      maxLength: 100,
      value: draft.opposingTeam,
      set: (opposingTeam) => change({ opposingTeam }),
    },
  ];
}

/** One question of a section ("Question n of N"), or the message that none are enabled. */
function sectionQuestion(section: QuestionSection, index: number, context: GameKindContext): FlowField {
  const questions = context[section];
  const question = questions[index];
  if (!question) return { kind: 'message', tone: 'card', text: NO_QUESTIONS[section] };
  const place = {
    index,
    count: questions.length,
    path: gameAnswerPath(section, question),
    alone: context.oneAtATime !== undefined,
  };
  return questionField(question, place, context.draft, context.change);
}

/** Skip on a step asked alone; none on one page. */
const skip = (context: GameKindContext, step: 'postgame-match' | 'postgame-effort') => {
  const { oneAtATime } = context;
  return oneAtATime && (() => oneAtATime.onSkip(step));
};

/**
 * One step of the Game flow as fields. The pregame's first question also asks the time and opponent; the first
 * postgame step shows the game's plan (when its pregame made one) and asks whether the athlete stuck to it.
 */
export function gameKindScreen(step: GameFieldStep, context: GameKindContext): FlowScreen {
  const { draft, change } = context;
  const screen = (key: string, fields: FlowField[]): FlowScreen => ({ key, fields });
  switch (step.name) {
    case 'other-notes':
      return screen(step.name, [notesField(draft, change)]);
    case 'pregame':
      return screen(`pregame-${step.question}`, [
        ...(step.question === 0 ? gameFields(draft, change, 'Which team are you playing against today?') : []),
        sectionQuestion('pregame', step.question, context),
      ]);
    case 'postgame-factors':
      return screen(step.name, [
        ...(context.newGame ? gameFields(draft, change, 'Which team did you play against?') : []),
        ...(context.plan.length > 0
          ? [
              {
                kind: 'plan-check',
                path: 'postgame.planAdherence',
                plan: context.plan,
                value: draft.planAdherence,
                set: (planAdherence) => change({ planAdherence }),
              } satisfies FlowField,
            ]
          : []),
        {
          kind: 'factors',
          path: 'postgame.externalFactors',
          value: draft.externalFactors,
          set: (externalFactors) => change({ externalFactors }),
        },
      ]);
    case 'postgame-reflection':
      return screen(`postgame-${step.question}`, [sectionQuestion('postgame', step.question, context)]);
    case 'postgame-rating':
      return screen(step.name, [
        ratingField(draft, change, { title: "How'd the game go?", required: true, path: 'postgame.rating' }),
      ]);
    case 'postgame-match':
      return screen(step.name, [{ kind: 'match', value: draft, set: change, onSkip: skip(context, step.name) }]);
    case 'postgame-effort':
      return screen(step.name, [
        { kind: 'effort', path: 'postgame.minutes', value: draft, set: change, onSkip: skip(context, step.name) },
      ]);
    case 'postgame-notes':
      return screen(step.name, [notesField(draft, change, 'postgame.notes')]);
  }
}
