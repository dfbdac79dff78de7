/** Every URL of the app, defined once. */
export const paths = {
  home: '/',
  signIn: '/signin',
  signUp: '/signup',
  forgotPassword: '/forgot-password',
  resetPassword: '/reset-password',
  profile: '/profile',
  sharing: '/profile/sharing',
  reminders: '/profile/reminders',
  accessTokens: '/profile/access-tokens',
  /** The API's OpenAPI document, served by the server (not a screen of the app). */
  apiDocument: '/api/openapi.json',
  /** What an emailed reminder's "stop" link opens (signed out too); the token says whose reminders. */
  unsubscribe: '/unsubscribe',
  /** The printable report of some days and kinds of entries. */
  report: (from: string, to: string, types: readonly string[]) =>
    `/report?${new URLSearchParams({ from, to, types: types.join(',') }).toString()}`,
  /** A shared journal, opened by anyone holding its link. */
  sharedJournal: (token: string) => `/s/${token}`,
  journal: '/journal',
  day: (day: string) => `/journal/${day}`,
  calendar: '/calendar',
  insights: '/insights',
  /** Search; its words and filters ride in the URL (`?q=...&type=game&from=...&to=...`). */
  search: '/search',
  /** Insights for one period (a URL, so a reload and a shared link keep it). */
  insightsFor: (period: string) => `/insights?period=${encodeURIComponent(period)}`,
  newActivity: '/new-activity',
  activities: '/activities',
  allEntries: '/journal-entries',
  entryFlow: (slug: string) => `/${slug}-journal`,
  /** The Game journal opened at the postgame of the game in progress with this id (a URL, so a reload keeps it). */
  finishGame: (id: string) => `/game-journal?finish=${encodeURIComponent(id)}`,
  /** A saved entry's flow, opened filled in to edit it (a URL, so a reload keeps it). */
  editEntry: (slug: string, id: string) => `/${slug}-journal?edit=${encodeURIComponent(id)}`,
  /** A new injury or illness entry started from the last one (Today's Update; a URL, so a reload keeps it). */
  healthUpdate: '/health-journal?update=last',
  rehabOnDay: (day: string) => `/rehab-journal/${day}`,
  wellnessCheckIn: (day: string) => `/wellness-check-in/${day}`,
  typeHistory: (slug: string) => `/${slug}-journal-entries`,
  settings: '/settings',
  editQuestions: '/settings/edit-questions',
  questionSettings: (set: string) => `/settings/${set}-questions`,
  imagerySettings: '/settings/imagery-settings',
  /** The account's teams, as staff or athlete. */
  teams: '/teams',
  /** A team: the squad and its admin for staff; the team, the scope and Leave for an athlete. */
  team: (teamId: string) => `/teams/${encodeURIComponent(teamId)}`,
  /** One athlete of a team, as its staff see them (Insights and recent entries, within the athlete's scope). */
  teamAthlete: (teamId: string, memberId: string, period?: string) =>
    `/teams/${encodeURIComponent(teamId)}/athletes/${encodeURIComponent(memberId)}${
      period ? `?period=${encodeURIComponent(period)}` : ''
    }`,
  /** What a team's invite link opens (signed out too): the token says which team and role. */
  join: (token: string) => `/join/${token}`,
} as const;
