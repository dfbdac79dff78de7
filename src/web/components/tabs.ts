import { ENTRY_TYPES, entryTypeSlug } from '../../domain/entry-types';
import { paths } from '../config/paths';

/** The tabs of the bottom bar, in order: six labelled tabs that fit a 320 px wide screen. */
export const TABS = [
  { id: 'today', label: 'Today', to: paths.journal },
  { id: 'calendar', label: 'Calendar', to: paths.calendar },
  { id: 'new', label: 'New', to: paths.newActivity },
  { id: 'history', label: 'History', to: paths.allEntries },
  { id: 'insights', label: 'Insights', to: paths.insights },
  { id: 'profile', label: 'Profile', to: paths.profile },
] as const;

export type TabId = (typeof TABS)[number]['id'];

const HISTORY_PATHS: readonly string[] = [
  paths.allEntries,
  ...ENTRY_TYPES.map((type) => paths.typeHistory(entryTypeSlug(type))),
];

/**
 * The tab a screen belongs to, marked current in the bar: the day views and a day's activities sit under the
 * calendar, the per-type histories under History, the settings under Profile. Null for any other path.
 */
export function tabOfPath(pathname: string): TabId | null {
  // The router shows the same screen with slashes at the end (parsePattern, lib/navigation.tsx).
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if (path === paths.journal) return 'today';
  if (path === paths.calendar || path === paths.activities || path.startsWith(`${paths.journal}/`)) return 'calendar';
  if (path === paths.newActivity) return 'new';
  if (HISTORY_PATHS.includes(path)) return 'history';
  if (path === paths.insights) return 'insights';
  if (path === paths.profile || path.startsWith(`${paths.profile}/`)) return 'profile';
  if (path === paths.settings || path.startsWith(`${paths.settings}/`)) return 'profile';
  if (path === paths.teams || path.startsWith(`${paths.teams}/`)) return 'profile';
  return null;
}
