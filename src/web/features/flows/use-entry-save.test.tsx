// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { toast as toasts } from 'sonner';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { JournalEntry } from '../../../domain/entry-content';
import { buildFoodContent } from '../../../domain/flow-content';
import { paths } from '../../config/paths';
import { entryQuery } from '../../entries/api/entry';
import { registerEntryChanges } from '../../entries/api/entry-changes';
import { QUEUED_NOTE } from '../../entries/hooks/use-queued';
import { draftKey } from '../../lib/drafts';
import { foodMessages, saveWords, CHANGED_ELSEWHERE } from './flow-config';
import { FlowFrame } from './flow-frame';
import { TextAreaField } from './text-area-field';
import { useEntryDraft } from './use-entry-draft';
import { useEntrySave } from './use-entry-save';
import { renderInApp } from '../../test-support/render-in-app';
import { answerWith, type Answer, type SentRequest } from '../../test-support/fetch-stand-in';

// The save hook and the draft hook as every flow uses them, under a small flow of their own (a Food entry: one
// field), in a router and with the app's own change registrations and toasts. HTTP answers come from a fetch stand-in:
// it is the hooks under test, not our server (whose answers the API tests pin).

const ATHLETE = 'athlete-1';
const DAY = '2026-03-05';
const FLOW = '/food-journal';
const FIELD = 'TYPE ANY FOOD OR VITAMINS';
const WORDS = foodMessages('Lunch');
const FAILED = WORDS.failed;

const stored = (version: number, foodItems: string): JournalEntry => ({
  id: 'e1',
  type: 'Food',
  day: DAY,
  timestamp: `${DAY}T12:00:00.000Z`,
  content: { mealType: 'Lunch', timeOfDay: 'Noon', foodItems, feelingNotes: '' },
  version,
  createdAt: '2026-03-05T12:00:00.000Z',
  updatedAt: '2026-03-05T12:00:00.000Z',
});

function SmallFlow({ base }: { base: JournalEntry | null }) {
  const kept = useEntryDraft('food', { owner: ATHLETE, flow: 'food', day: DAY, entry: base }, () => ({
    draft: { mealType: 'Lunch', timeOfDay: 'Noon', foodItems: 'Soup', feelingNotes: '' },
    step: null,
  }));
  const { save, saving, failure, fieldErrors } = useEntrySave({
    signedIn: true,
    draft: kept,
    fields: ['foodItems'],
  });
  const draft = kept.state.draft;
  return (
    <FlowFrame
      title="Food Journal"
      displayDate="March 5"
      busy={saving}
      onBack={() => undefined}
      failure={failure}
      primary={{
        label: 'Done',
        onClick: () =>
          save({
            entry: { type: 'Food', day: DAY, content: buildFoodContent(draft) },
            base,
            then: paths.journal,
            words: saveWords(WORDS, base !== null),
          }),
      }}
    >
      {kept.offer && (
        <button type="button" onClick={() => kept.continueDraft()}>
          Continue
        </button>
      )}
      <TextAreaField
        label={FIELD}
        value={draft.foodItems}
        onValueChange={(foodItems) => kept.update((now) => ({ ...now, draft: { ...now.draft, foodItems } }))}
        error={fieldErrors.foodItems}
      />
    </FlowFrame>
  );
}

let client: QueryClient;
let sent: SentRequest[];

function open(base: JournalEntry | null = null) {
  return renderInApp(
    [
      { path: FLOW, element: <SmallFlow base={base} /> },
      { path: paths.journal, element: <h1>Your Journal</h1> },
      { path: paths.signIn, element: <h1>Sign In</h1> },
    ],
    FLOW,
    client,
  );
}

const field = () => screen.getByLabelText<HTMLTextAreaElement>(FIELD);
const type = (text: string) => fireEvent.change(field(), { target: { value: text } });
const done = () => fireEvent.click(screen.getByRole('button', { name: 'Done' }));
const toast = (text: string) => screen.findByText(text, {}, { timeout: 3000 });
const storedDraft = (entryId: string | null) => localStorage.getItem(draftKey(ATHLETE, 'food', DAY, entryId));

function serve(answer: Answer) {
  sent = answerWith(answer);
}

beforeEach(() => {
  client = new QueryClient();
  registerEntryChanges(client);
  localStorage.clear();
});

afterEach(() => {
  // The toasts live in the toast library's module: a toast still showing would be shown again in the next test.
  toasts.dismiss();
  cleanup();
  client.clear();
});

describe('useEntrySave', () => {
  it('saves a new entry under the id chosen when the flow opened, then moves on with the saved toast', async () => {
    serve(({ method, body }) =>
      method === 'POST' ? [201, { entry: { ...stored(1, 'x'), ...(body as object) } }] : null,
    );
    const router = open();
    type('Soup and bread');
    expect(storedDraft(null)).not.toBeNull();
    done();

    expect(await toast('Lunch journal entry saved!')).toBeTruthy();
    expect(router.location.pathname).toBe(paths.journal);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ method: 'POST', path: '/api/entries', body: { type: 'Food', day: DAY } });
    expect((sent[0]!.body as { content: unknown }).content).toMatchObject({ foodItems: 'Soup and bread' });
    expect(storedDraft(null)).toBeNull();
  });

  it('offline, keeps the change on the device and moves on at once with the queued note; it syncs once online', async () => {
    let online = false;
    serve(({ method, path, body }) => {
      if (!online) return 'no answer';
      if (path === '/api/health') return [200, { ok: true }];
      return method === 'POST' ? [201, { entry: { ...stored(1, 'x'), ...(body as object) } }] : null;
    });
    const router = open();
    type('Rice');
    done();

    expect(await toast(QUEUED_NOTE)).toBeTruthy();
    expect(screen.getByText('Lunch journal entry saved!')).toBeTruthy();
    expect(router.location.pathname).toBe(paths.journal);
    expect(storedDraft(null)).toBeNull();

    online = true;
    act(() => void window.dispatchEvent(new Event('online')));
    await waitFor(() => expect(client.isMutating()).toBe(0), { timeout: 8000 });
    const answered = sent.filter((request) => request.method === 'POST' && request.answered);
    expect(answered).toHaveLength(1);
    expect((answered[0]!.body as { content: unknown }).content).toMatchObject({ foodItems: 'Rice' });
  }, 15_000);

  it('on a 401, says the flow words and goes to the sign-in screen', async () => {
    serve(() => [401, { error: { code: 'UNAUTHORIZED', message: 'You need to be signed in.' } }]);
    const router = open();
    done();

    expect(await toast(WORDS.signedOut)).toBeTruthy();
    expect(router.location.pathname).toBe(paths.signIn);
  });

  it("on a 409, says so, shows the 409 answer's entry and follows its version: saving again succeeds, no refetch", async () => {
    const opened = stored(1, 'Soup');
    const current = stored(2, 'Soup and bread, from the laptop');
    // The edit gate has read the entry: its query holds it.
    client.setQueryData(entryQuery(opened.id).queryKey, opened);
    serve(({ method, body }) => {
      const { version, content } = body as { version: number; content: JournalEntry['content'] };
      if (method !== 'PUT') return null;
      if (version !== current.version) {
        return [
          409,
          { error: { code: 'CONFLICT', message: 'This entry changed since you opened it.' }, entry: current },
        ];
      }
      return [200, { entry: { ...current, content, version: 3 } }];
    });
    const router = open(opened);
    type('Soup, salad and fruit');
    done();

    const said = await screen.findByRole('alert');
    expect(said.textContent).toBe(CHANGED_ELSEWHERE);
    expect(field().value).toBe('Soup, salad and fruit');
    expect(router.location.pathname).toBe(FLOW);
    expect(client.getQueryData(entryQuery(opened.id).queryKey)).toEqual(current);
    expect(JSON.parse(storedDraft(opened.id)!)).toMatchObject({ baseVersion: 2 });

    done();
    expect(await toast('Lunch journal entry updated!')).toBeTruthy();
    expect(router.location.pathname).toBe(paths.journal);
    expect(sent.map(({ method, body }) => [method, (body as { version?: number }).version])).toEqual([
      ['PUT', 1],
      ['PUT', 2],
    ]);
  });

  it("on a 422 naming a field the flow shows, says the server's words under that field", async () => {
    serve(() => [
      422,
      {
        error: {
          code: 'VALIDATION_FAILED',
          message: 'content.foodItems: Keep this under 5,000 characters',
          fields: ['content.foodItems'],
        },
      },
    ]);
    open();
    done();

    const under = await screen.findByText('Keep this under 5,000 characters');
    expect(field().getAttribute('aria-describedby')).toBe(under.id);
    expect(field().getAttribute('aria-invalid')).toBe('true');
    expect(screen.queryByRole('alert')).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(field()));
  });

  it("on a 422 naming a field the flow does not show, says the flow's failure next to DONE", async () => {
    serve(() => [
      422,
      {
        error: { code: 'VALIDATION_FAILED', message: 'content.mealType: Choose a meal', fields: ['content.mealType'] },
      },
    ]);
    open();
    done();

    expect((await screen.findByRole('alert')).textContent).toBe(FAILED);
    expect(screen.queryByText('Choose a meal')).toBeNull();
  });

  it("on any other failure, says the flow's failure next to DONE and keeps everything typed", async () => {
    serve(() => [500, { error: { code: 'BOOM', message: 'boom' } }]);
    const router = open();
    type('Do not lose me');
    done();

    expect((await screen.findByRole('alert')).textContent).toBe(FAILED);
    expect(router.location.pathname).toBe(FLOW);
    expect(field().value).toBe('Do not lose me');
    expect(screen.getByRole('button', { name: 'Done' })).toHaveProperty('disabled', false);
    expect(storedDraft(null)).not.toBeNull();

    // Saving again sends the same entry (the same id): a retry never makes a second one.
    serve(({ body }) => [201, { entry: { ...stored(1, 'x'), ...(body as object) } }]);
    done();
    expect(await toast('Lunch journal entry saved!')).toBeTruthy();
    expect(screen.queryByText(FAILED)).toBeNull();
  });
});

describe('useEntryDraft', () => {
  it('keeps what is typed on the device, and a continued draft is saved against the version it was typed over', async () => {
    const opened = stored(1, 'Soup');
    serve(() => [409, { error: { code: 'CONFLICT', message: 'changed' }, entry: stored(2, 'Soup, elsewhere') }]);
    open(opened);
    type('Soup, typed on the bus');
    expect(JSON.parse(storedDraft(opened.id)!)).toMatchObject({
      baseVersion: 1,
      draft: { foodItems: 'Soup, typed on the bus' },
    });
    cleanup();

    // Reopened on the entry as it now is (version 2): the draft typed over version 1 is offered.
    open(stored(2, 'Soup, elsewhere'));
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(field().value).toBe('Soup, typed on the bus');
    done();
    expect((await screen.findByRole('alert')).textContent).toBe(CHANGED_ELSEWHERE);
    expect((sent[0]!.body as { version: number }).version).toBe(1);
  });
});
