import { PUBLIC_PAGES } from '../../domain/public-pages';

/** Every URL of the app, defined once. */
export const paths = {
  ...PUBLIC_PAGES,
  profile: '/profile',
  journal: '/journal',
  day: (day: string) => `/journal/${day}`,
  calendar: '/calendar',
  newActivity: '/new-activity',
  activities: '/activities',
  allEntries: '/journal-entries',
  entryFlow: (slug: string) => `/${slug}-journal`,
  rehabOnDay: (day: string) => `/rehab-journal/${day}`,
  typeHistory: (slug: string) => `/${slug}-journal-entries`,
  settings: '/settings',
  editQuestions: '/settings/edit-questions',
  questionSettings: (set: string) => `/settings/${set}-questions`,
  imagerySettings: '/settings/imagery-settings',
} as const;
