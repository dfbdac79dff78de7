import { z } from 'zod';
import type { EntryComment } from '../../../domain/comments.js';
import type { Day } from '../../../domain/dates.js';
import type { Insights } from '../../../domain/insights/contract.js';
import type { EntryType } from '../../../domain/entry-types.js';
import type { SquadRow } from '../../../domain/teams/squad.js';
import type { TeamScope } from '../../../domain/teams/teams.js';
import { insightsQuery } from '../insights/contract.js';

/** An id as the team tables store them; anything else names no team (and no member) there is. */
const id = z.string().min(1).max(100);

export const teamParam = z.object({ teamId: id });
export const athleteParam = z.object({ teamId: id, memberId: id });

/** `?today=yyyy-MM-dd`, the staff member's own day, checked as Insights check it (the server's date when absent). */
export const squadQuery = insightsQuery.pick({ today: true });
/** `?period=4w|12w|1y&today=`: an athlete's Insights, as the athlete's own screen asks for them. */
export const athleteQuery = insightsQuery;

/** GET /api/teams/:teamId/squad */
export interface SquadAnswer {
  team: { id: string; name: string };
  today: Day;
  /** How many of the athletes have today's check-in: "{checkedIn} of {athletes.length} checked in today". */
  checkedIn: number;
  /** By name (squadOrder 'name'). */
  athletes: SquadRow[];
}

/** An entry as staff see it: its content through the athlete's scope (staffView). */
export interface StaffEntry {
  id: string;
  type: EntryType;
  day: Day;
  timestamp: string;
  content: Record<string, unknown>;
  /** This team's thread on the entry, oldest first (decision 043). */
  comments: EntryComment[];
}

/** GET /api/teams/:teamId/athletes/:memberId */
export interface AthleteAnswer {
  athlete: { memberId: string; name: string; scope: TeamScope };
  /** The athlete's Insights for the period, computed from what their scope shows, spoken of them to staff. */
  insights: Insights;
  /** Their latest entries, newest first. */
  entries: StaffEntry[];
}

/** Entries the athlete view lists: the newest, as a shared journal's first page. */
export const ATHLETE_ENTRIES = 50;
