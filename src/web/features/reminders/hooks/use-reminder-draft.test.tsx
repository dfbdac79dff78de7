// @vitest-environment happy-dom
import { act, renderHook } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { DEFAULT_REMINDER_SETTINGS, type ReminderSettings } from '../../../../domain/reminders/settings';
import { useReminderDraft } from './use-reminder-draft';

const withJournalDays = (weekdays: number[]): ReminderSettings => ({
  ...DEFAULT_REMINDER_SETTINGS,
  journal: { ...DEFAULT_REMINDER_SETTINGS.journal, enabled: true, weekdays },
});

function renderDraft(saved: ReminderSettings) {
  const client = new QueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return renderHook(({ settings }) => useReminderDraft(settings), { wrapper, initialProps: { settings: saved } });
}

describe('useReminderDraft', () => {
  it("shows the server's newer settings when they arrive after the kept ones (a reload): nothing of the athlete's is waiting", () => {
    const kept = withJournalDays([0, 1, 2, 3, 4, 5, 6]);
    const fresh = withJournalDays([1, 2, 3, 4, 5, 6]);
    const { result, rerender } = renderDraft(kept);
    expect(result.current.draft).toEqual(kept);
    rerender({ settings: fresh });
    expect(result.current.draft).toEqual(fresh);
  });

  it('keeps what the athlete is typing over settings that arrive meanwhile', () => {
    const kept = withJournalDays([1, 2, 3]);
    const { result, rerender } = renderDraft(kept);
    const typing = { ...kept, journal: { ...kept.journal, time: '06:15' } };
    act(() => result.current.edit(typing));
    rerender({ settings: withJournalDays([1, 2, 3, 4]) });
    expect(result.current.draft).toEqual(typing);
  });
});
