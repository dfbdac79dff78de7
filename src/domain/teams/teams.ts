// Teams: staff see the squad within each athlete's consent (PRODUCT.md, "Teams"; decision 042). Pure rules shared by
// the server, which enforces them, and the web app, which explains them.

/** A team's name, in characters. */
export const TEAM_NAME_MAX = 80;

/** The name an athlete chooses for staff to see, in characters. */
export const MEMBER_NAME_MAX = 60;

/** How long an invite link opens, in days. */
export const TEAM_INVITE_DAYS = 14;

export const TEAM_ROLES = ['staff', 'athlete'] as const;
export type TeamRole = (typeof TEAM_ROLES)[number];

/** What an athlete lets staff see: figures only (the default), or figures, answers and notes. */
export const TEAM_SCOPES = ['figures', 'full'] as const;
export type TeamScope = (typeof TEAM_SCOPES)[number];
export const DEFAULT_TEAM_SCOPE: TeamScope = 'figures';

/** Each scope's name and its one sentence, as the join page and Profile show them. */
export const TEAM_SCOPE_WORDS: Record<TeamScope, { label: string; explanation: string }> = {
  figures: {
    label: 'Figures only',
    explanation:
      'Staff see your ratings, effort, minutes, load, match records, check-in items and hours slept, and when you wrote, never a word you typed.',
  },
  full: {
    label: 'Figures, answers and notes',
    explanation: 'Staff see your figures and everything you write: your answers and notes too.',
  },
};

/** Whether a scope lets staff read the athlete's words (the share links' includeNotes). */
export const scopeIncludesNotes = (scope: TeamScope): boolean => scope === 'full';

/** When an invite made at `createdAt` stops opening. */
export function teamInviteExpiry(createdAt: Date): Date {
  return new Date(createdAt.getTime() + TEAM_INVITE_DAYS * 24 * 60 * 60 * 1000);
}

/** Teams one account may own at once: room for every squad a coach runs, not for a flood of rows. */
export const MAX_OWNED_TEAMS = 50;

/** Members (staff and athletes) one team may have: a large squad with its staff, with room to spare. */
export const MAX_TEAM_MEMBERS = 200;
