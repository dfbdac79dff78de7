// With its extension, unlike the rest of the web app: vite.config.ts reads this module too.
import { ENTRY_TYPES, entryTypeSlug } from '../../domain/entry-types.ts';

/** A signed-in screen: its URL pattern (the router's, below the root) and its route module in `./routes/`. */
export interface ScreenRoute {
  path: string;
  screen: string;
}

/** The layout around every signed-in screen (`./routes/data-layout.tsx`). */
export const SIGNED_IN_LAYOUT = 'data-layout';

const QUESTION_SETS = ['game', 'training', 'rehab', 'lift', 'imagery'];

/** The flows of one route module (`./routes/entry-flow.tsx`), which tells them apart by this first path segment. */
const ENTRY_FLOW_PATHS = [
  'training-journal',
  'rehab-journal',
  'lift-journal',
  'imagery-journal',
  'food-journal',
  'health-journal',
  'note-journal',
] as const;
export type EntryFlowPath = (typeof ENTRY_FLOW_PATHS)[number];

/**
 * Every signed-in screen. Plain data, so that the build can hand it to the server, which then preloads a
 * screen's code with its page (vite.config.ts, src/server/http/static-web.ts, docs/decisions/015).
 */
export const SIGNED_IN_SCREENS: readonly ScreenRoute[] = [
  { path: 'profile', screen: 'profile' },
  { path: 'profile/sharing', screen: 'profile-sharing' },
  { path: 'profile/reminders', screen: 'profile-reminders' },
  { path: 'profile/access-tokens', screen: 'profile-access-tokens' },
  { path: 'report', screen: 'report' },
  { path: 'journal', screen: 'today' },
  { path: 'journal/:day', screen: 'daily-journal' },
  { path: 'calendar', screen: 'calendar' },
  { path: 'insights', screen: 'insights' },
  { path: 'search', screen: 'search' },
  { path: 'new-activity', screen: 'new-activity' },
  { path: 'activities', screen: 'activities' },
  { path: 'journal-entries', screen: 'entry-history' },
  ...ENTRY_TYPES.map((type) => ({ path: `${entryTypeSlug(type)}-journal-entries`, screen: 'entry-history' })),
  { path: 'game-journal', screen: 'game-journal' },
  ...ENTRY_FLOW_PATHS.map((path) => ({ path, screen: 'entry-flow' })),
  { path: 'rehab-journal/:day', screen: 'entry-flow' },
  { path: 'wellness-check-in/:day', screen: 'wellness-check-in' },
  { path: 'teams', screen: 'teams' },
  { path: 'teams/:teamId', screen: 'team' },
  { path: 'teams/:teamId/athletes/:memberId', screen: 'team-athlete' },
  { path: 'settings', screen: 'settings' },
  { path: 'settings/edit-questions', screen: 'settings-edit-questions' },
  ...QUESTION_SETS.map((set) => ({
    path: set === 'imagery' ? 'settings/imagery-settings' : `settings/${set}-questions`,
    screen: 'question-settings',
  })),
];
