// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { toast as toasts } from 'sonner';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { paths } from '../../../config/paths';
import { dayState } from '../../../entries/navigation/day-state';
import { registerEntryChanges } from '../../../entries/api/entry-changes';
import { writeStepByStep } from '../../../lib/step-by-step-preference';
import { renderInApp } from '../../../test-support/render-in-app';
import { answerWith, type SentRequest } from '../../../test-support/fetch-stand-in';
import { defaultSet } from '../../../../domain/question-sets';
import { FoodFlow } from '../food-flow';
import { GameFlow } from '../game/game-flow';
import { TRAINING_FLOW } from '../flow-config';
import { QuestionFlowSteps } from '../question-flow-steps';
import { WellnessCheckIn } from '../wellness/wellness-check-in';

// The engine as athletes meet it, through real kinds of entry (Training, Food, the check-in) in a router, with the
// app's own change registrations and toasts. HTTP answers come from a fetch stand-in: it is the web's flow code that
// is under test here, not our server (whose answers the API tests pin).

const ATHLETE = 'athlete-1';
const DAY = '2026-03-05';
const QUESTIONS = [
  { id: 'q1', text: 'What went well?' },
  { id: 'q2', text: 'What will you work on?' },
];

let client: QueryClient;
let sent: SentRequest[];

function open(flow: React.ReactNode) {
  return renderInApp(
    [
      { path: '/flow', element: flow },
      { path: paths.journal, element: <h1>Your Journal</h1> },
      { path: paths.day(DAY), element: <h1>The day</h1> },
    ],
    '/flow',
    client,
  );
}

const training = () => (
  <QuestionFlowSteps
    config={TRAINING_FLOW}
    flowDay={{ day: dayState(DAY) }}
    userId={ATHLETE}
    questions={QUESTIONS}
    onLeave={() => undefined}
  />
);

const button = (name: string) => screen.getByRole<HTMLButtonElement>('button', { name });
const press = (name: string) => fireEvent.click(button(name));
const type = (label: string, text: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value: text } });
const focused = () => document.activeElement;
/** Waits a frame: focus moves once the problems have rendered. */
const nextFrame = () => new Promise((resolve) => requestAnimationFrame(resolve));

beforeEach(() => {
  client = new QueryClient();
  registerEntryChanges(client);
  localStorage.clear();
  sent = answerWith(() => null);
});

afterEach(() => {
  toasts.dismiss();
  cleanup();
  client.clear();
});

describe('EntryFlow, step by step', () => {
  beforeEach(() => writeStepByStep(ATHLETE, true));

  it('opens on the first screen without taking focus, and moving on takes focus to the new screen', () => {
    open(training());
    expect(screen.getByLabelText('Time of Day (optional)')).toBeTruthy();
    expect(screen.getByText('Question 1 of 2')).toBeTruthy();
    expect(focused()).toBe(document.body);

    type('What went well?', 'Footwork');
    press('Next');
    expect(screen.queryByLabelText('What went well?')).toBeNull();
    expect(focused()).toBe(screen.getByLabelText('What will you work on?'));

    // BACK returns to the first screen with what was typed; its first field takes focus.
    press('Back');
    expect(screen.getByLabelText<HTMLTextAreaElement>('What went well?').value).toBe('Footwork');
    expect(focused()).toBe(screen.getByLabelText('Time of Day (optional)'));
  });

  it('holds NEXT on a required rating until one is chosen', () => {
    open(training());
    press('Next');
    press('Next');
    expect(screen.getByText("How'd training go?")).toBeTruthy();
    expect(button('Next').disabled).toBe(true);
    fireEvent.click(screen.getByRole('radio', { name: '7 out of 10' }));
    expect(button('Next').disabled).toBe(false);
  });

  it('keeps the athlete on a screen whose check fails: the problem under its field, focus there, then it follows typing', async () => {
    open(training());
    press('Next');
    press('Next');
    fireEvent.click(screen.getByRole('radio', { name: '7 out of 10' }));
    press('Next');
    type('Minutes', '900');
    press('Next');
    await nextFrame();

    const minutes = screen.getByLabelText('Minutes');
    expect(minutes.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText(/whole number/)).toBeTruthy();
    expect(focused()).toBe(minutes);
    expect(screen.queryByLabelText('OTHER NOTES')).toBeNull();

    type('Minutes', '60');
    expect(screen.queryByText(/whole number/)).toBeNull();
    press('Next');
    expect(screen.getByLabelText('OTHER NOTES')).toBeTruthy();
    expect(sent).toHaveLength(0);
  });

  it('saves on the last screen what every screen holds', async () => {
    sent = answerWith(({ method, body }) =>
      method === 'POST' ? [201, { entry: { ...(body as object), version: 1 } }] : null,
    );
    const router = open(training());
    type('What went well?', 'Footwork');
    press('Next');
    press('Next');
    fireEvent.click(screen.getByRole('radio', { name: '8 out of 10' }));
    press('Next');
    press('Skip');
    type('OTHER NOTES', 'Felt sharp');
    press('Done');

    await screen.findByText('Training journal entry saved!');
    // The entry's day is not today: it lands on that day's journal.
    expect(router.location.pathname).toBe(paths.day(DAY));
    const saved = sent.find((request) => request.method === 'POST');
    expect(saved?.body).toMatchObject({
      type: 'Training',
      day: DAY,
      content: { rating: 8, notes: 'Felt sharp', answers: { q1: 'Footwork' } },
    });
  });
});

describe('EntryFlow, one page', () => {
  it('is the default: the rating and the effort come first, then the questions and the notes', () => {
    open(training());
    const order = [
      screen.getByRole('radiogroup', { name: "How'd training go?" }),
      screen.getByLabelText('Minutes'),
      screen.getByLabelText('What went well?'),
      screen.getByLabelText('What will you work on?'),
      screen.getByLabelText('OTHER NOTES'),
    ];
    for (const [index, field] of order.slice(1).entries())
      expect(order[index]!.compareDocumentPosition(field) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    // "Question n of N" is for one question at a time.
    expect(screen.queryByText(/^Question \d of \d$/)).toBeNull();
    // One DONE for the keyboard and screen readers; the header's copy is for the pointer only.
    expect(screen.getAllByRole('button', { name: 'Done' })).toHaveLength(1);
    const both = [...document.querySelectorAll('button')].filter((each) => each.textContent === 'Done');
    expect(both).toHaveLength(2);
    expect(both[0]!.getAttribute('aria-hidden')).toBe('true');
    expect(both[0]!.tabIndex).toBe(-1);
  });

  it('an edit is one page even for an athlete who asked for one question at a time', () => {
    writeStepByStep(ATHLETE, true);
    const saved = {
      id: 'e1',
      type: 'Training' as const,
      day: DAY,
      content: { rating: 7, answers: { q1: 'Footwork' }, notes: '' },
      timestamp: '2026-03-05T12:00:00.000Z',
      createdAt: '2026-03-05T08:00:00.000Z',
      updatedAt: '2026-03-05T08:00:00.000Z',
      version: 1,
    };
    open(
      <QuestionFlowSteps
        config={TRAINING_FLOW}
        flowDay={{ day: dayState(DAY) }}
        userId={ATHLETE}
        questions={QUESTIONS}
        edit={{ entry: saved, exitTo: paths.day(DAY) }}
        onLeave={() => undefined}
      />,
    );
    expect(screen.getByLabelText<HTMLTextAreaElement>('What went well?').value).toBe('Footwork');
    expect(screen.getByRole<HTMLInputElement>('radio', { name: '7 out of 10' }).checked).toBe(true);
    expect(screen.queryByRole('button', { name: 'Next' })).toBeNull();
  });

  it('shows every screen with one DONE; DONE checks them all and goes to the first problem', async () => {
    open(training());
    expect(screen.getByLabelText('What went well?')).toBeTruthy();
    expect(screen.getByLabelText('What will you work on?')).toBeTruthy();
    expect(screen.getByLabelText('OTHER NOTES')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Next' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Skip' })).toBeNull();

    type('Minutes', '0');
    press('Done');
    await nextFrame();
    expect(screen.getByText('Please choose a rating from 1 to 10')).toBeTruthy();
    expect(screen.getByText(/whole number/)).toBeTruthy();
    // The rating comes first: focus lands on its first button.
    expect(focused()).toBe(screen.getByRole('radio', { name: '1 out of 10' }));
    expect(sent).toHaveLength(0);
  });

  it("shows the server's refusal of a field under that field, wherever it is on the page", async () => {
    sent = answerWith(() => [
      422,
      {
        error: {
          code: 'INVALID_INPUT',
          message: 'content.answers.q2: Keep this under 5,000 characters',
          fields: ['content.answers.q2'],
        },
      },
    ]);
    open(training());
    fireEvent.click(screen.getByRole('radio', { name: '6 out of 10' }));
    type('What will you work on?', 'Long answer');
    press('Done');

    await screen.findByText('Keep this under 5,000 characters');
    const refused = screen.getByLabelText('What will you work on?');
    expect(refused.getAttribute('aria-invalid')).toBe('true');
    await waitFor(() => expect(focused()).toBe(refused));
  });
});

describe('EntryFlow, one screen', () => {
  it('the time picker beside the time of day writes its choice as text, and shows what was typed', () => {
    open(<FoodFlow flowDay={{ day: dayState(DAY) }} userId={ATHLETE} />);
    const typed = screen.getByLabelText<HTMLInputElement>('Time of Day');
    const picker = screen.getByLabelText<HTMLInputElement>('Choose a time');
    expect(picker.type).toBe('time');
    fireEvent.change(picker, { target: { value: '18:45' } });
    expect(typed.value).toBe('6:45 PM');
    type('Time of Day', 'noon');
    expect(picker.value).toBe('12:00');
    type('Time of Day', 'after training');
    expect(picker.value).toBe('');
  });

  it("Food: DONE says both required problems, focus goes to the first, and Dinner's own field comes and goes", async () => {
    open(<FoodFlow flowDay={{ day: dayState(DAY) }} userId={ATHLETE} />);
    press('Done');
    await nextFrame();
    expect(screen.getByText('Please enter the time of day')).toBeTruthy();
    expect(screen.getByText('Please enter at least one food item')).toBeTruthy();
    expect(focused()).toBe(screen.getByLabelText('Time of Day'));

    expect(screen.queryByLabelText('How do you feel about what you ate today?')).toBeNull();
    fireEvent.click(screen.getByRole('tab', { name: 'Dinner' }));
    expect(screen.getByLabelText('How do you feel about what you ate today?')).toBeTruthy();
    expect(sent).toHaveLength(0);
  });

  it('the check-in: DONE with items open says so beside each, and focus goes to the first item still open', async () => {
    sent = answerWith(({ method, path }) =>
      method === 'GET' && path === `/api/entries/day/${DAY}` ? [200, { entries: [] }] : null,
    );
    open(<WellnessCheckIn day={DAY} today={DAY} userId={ATHLETE} />);
    const fatigue = await screen.findByRole('group', { name: 'Fatigue' });
    fireEvent.click(screen.getByRole('radio', { name: '4, Fresh' }));
    expect(fatigue.textContent).toContain('Fresh');
    press('Done');
    await nextFrame();

    const unanswered = screen.getAllByRole('group').filter((group) => group.getAttribute('aria-invalid') === 'true');
    expect(unanswered.map((group) => group.querySelector('legend')?.textContent)).toEqual([
      'Sleep quality',
      'Muscle soreness',
      'Stress',
      'Mood',
    ]);
    for (const group of unanswered) {
      const said = document.getElementById(group.getAttribute('aria-describedby') ?? '');
      expect(said?.textContent).toBe('Please answer this question');
    }
    expect(focused()).toBe(unanswered[0]?.querySelector('input'));
    expect(fatigue.getAttribute('aria-invalid')).toBeNull();
    expect(sent.filter((request) => request.method !== 'GET')).toHaveLength(0);
  });

  it('the check-in: hours slept step by half hours from a full night, or are typed', async () => {
    sent = answerWith(({ method, path }) =>
      method === 'GET' && path === `/api/entries/day/${DAY}` ? [200, { entries: [] }] : null,
    );
    open(<WellnessCheckIn day={DAY} today={DAY} userId={ATHLETE} />);
    const hours = await screen.findByLabelText<HTMLInputElement>('Hours slept (optional)');
    press('Half an hour less');
    expect(hours.value).toBe('7.5');
    press('Half an hour more');
    press('Half an hour more');
    expect(hours.value).toBe('8.5');
    type('Hours slept (optional)', '6,5');
    press('Half an hour less');
    expect(hours.value).toBe('6');
  });
});

describe('EntryFlow, the Game: "The match"', () => {
  const postgame = { rating: 6, externalFactors: [] };
  const saved = (content: Record<string, unknown>) => ({
    id: '0b0e7a52-9b7e-4b55-8f55-0b6a1f7c2a10',
    type: 'Game' as const,
    day: DAY,
    timestamp: `${DAY}T12:00:00.000Z`,
    content: { opposingTeam: 'Rovers', postgame, ...content },
    version: 1,
    createdAt: `${DAY}T18:00:00.000Z`,
    updatedAt: `${DAY}T18:00:00.000Z`,
  });
  const game = (content: Record<string, unknown> = {}, stepByStep = false) => {
    writeStepByStep(ATHLETE, stepByStep);
    return (
      <GameFlow
        arrival={{ day: dayState(DAY), finishId: null, editId: null }}
        questions={defaultSet('game').items}
        finishing={null}
        notice={null}
        userId={ATHLETE}
        edit={{ entry: saved(content), exitTo: paths.day(DAY) }}
      />
    );
  };
  const sentContent = () => (sent.at(-1)?.body as { content: Record<string, unknown> }).content;

  it('an edit opens with the record filled in, after the rating and before the effort; DONE saves what is typed', async () => {
    open(game({ minutesPlayed: 63, started: true, scoreFor: 2, scoreAgainst: 1 }));
    const fields = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    expect(fields.slice(0, 3)).toEqual(["How'd the game go?", 'The match', 'How hard was this session?']);
    expect(screen.getByLabelText<HTMLInputElement>('Minutes played').value).toBe('63');
    expect(screen.getByRole<HTMLInputElement>('radio', { name: 'Started' }).checked).toBe(true);
    expect(screen.getByLabelText<HTMLInputElement>('Your team').value).toBe('2');

    type('Other team', '3');
    fireEvent.click(screen.getByRole('radio', { name: 'Came on' }));
    press('Done');
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sentContent()).toMatchObject({ minutesPlayed: 63, started: false, scoreFor: 2, scoreAgainst: 3 });
  });

  it('holds DONE on a score given for one side only, says so under the other, and focuses it', async () => {
    open(game());
    type('Your team', '2');
    type('Minutes played', '201');
    press('Done');
    await nextFrame();
    expect(screen.getByText("Give the other team's score too, or neither")).toBeTruthy();
    expect(screen.getByText(/Minutes played must be a whole number from 0 to 200/)).toBeTruthy();
    expect(focused()).toBe(screen.getByLabelText('Minutes played'));
    expect(sent).toHaveLength(0);
  });

  it("shows the server's refusal of a part of the record under it", async () => {
    sent = answerWith(() => [
      422,
      {
        error: {
          code: 'VALIDATION_FAILED',
          message: 'content.scoreFor: A score must be a whole number from 0 to 99',
          fields: ['content.scoreFor'],
        },
      },
    ]);
    open(game({ scoreFor: 1, scoreAgainst: 1 }));
    press('Done');
    await screen.findByText('A score must be a whole number from 0 to 99');
    await waitFor(() => expect(focused()).toBe(screen.getByLabelText('Your team')));
  });
});
