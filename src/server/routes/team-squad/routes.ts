import { Hono, type Context } from 'hono';
import { computeInsights } from '../../../domain/insights/insights.js';
import { readerVoice } from '../../../domain/insights/voice.js';
import { insightsWindow } from '../../../domain/insights/weeks.js';
import { dueInstant, isOnWeekday } from '../../../domain/reminders/schedule.js';
import { checkedInBy, checkedInCount, squadOrder, type SquadFigures } from '../../../domain/teams/squad.js';
import { teamSendTime, type TeamSettings } from '../../../domain/teams/team-settings.js';
import { staffView } from '../../../domain/teams/staff-view.js';
import { AnswerCache } from '../../answer-cache.js';
import { withTeamComments } from '../../data/comments.js';
import { athleteMemberOf } from '../../data/team-members.js';
import { entriesBetween, entriesPage, healthEntriesUpTo, journaledDays } from '../../data/entries.js';
import { apiError } from '../../http/errors.js';
import { requireSession } from '../../http/session.js';
import { noSuchTeam, teamMembership, type TeamEnv } from '../../http/team-membership.js';
import { validate } from '../../http/validate.js';
import { serverDay } from '../insights/contract.js';
import type { RouteDeps } from '../route-deps.js';
import {
  ATHLETE_ENTRIES,
  athleteParam,
  athleteQuery,
  squadQuery,
  teamParam,
  type AthleteAnswer,
  type SquadAnswer,
} from './contract.js';
import { teamSettingsOf } from '../../data/team-settings.js';
import { freshSquadFigures, squadAthletes, type SquadAthlete } from '../../data/squad-figures.js';
import * as queries from './queries.js';

/**
 * Athletes' squad figures kept (about 0.6 KB each): the squads of the teams whose staff look in the same hour. Kept by
 * the athlete's journal revision, day and scope, so a change on any server is seen at once.
 */
const CACHED_FIGURES = 5000;

/** The team's check-in request on `day` in its zone, or null when it asks for none that day. */
function todaysRequest(settings: TeamSettings, day: string): { byTime: string; zone: string } | null {
  const when = teamSendTime(settings, 'checkInRequest');
  if (!when || !isOnWeekday(day, when.weekdays)) return null;
  return { byTime: settings.checkInRequest.byTime, zone: when.zone };
}

const noSuchAthlete = (c: Context) => apiError(c, 404, 'NOT_FOUND', 'No such athlete in this team');

/**
 * /api/teams/:teamId/squad and /api/teams/:teamId/athletes/:memberId: what a team's staff read of its athletes, within
 * each athlete's current scope. Membership is read from the database on every request (teamMembership, as every team
 * route reads it): a leave or a removal ends access at the next request, on every server. Each route carries its own middleware, so that nothing
 * here runs for the other routes mounted at /api/teams.
 */
export function teamSquadRoutes({ database: { db }, auth }: RouteDeps) {
  const session = requireSession(auth, db);
  const staff = teamMembership(db, 'staff');
  const figures = new AnswerCache<SquadFigures>(CACHED_FIGURES);

  return new Hono<TeamEnv>()
    .get(
      '/:teamId/squad',
      session,
      validate('param', teamParam, noSuchTeam),
      staff,
      validate('query', squadQuery),
      async (c) => {
        const { teamId } = c.req.valid('param');
        const { today = serverDay(new Date()) } = c.req.valid('query');
        // The revisions first, then the entries: a change made in between is read under the older revision, never
        // the reverse (as Insights keep theirs).
        const [name, athletes] = await Promise.all([queries.teamName(db, teamId), squadAthletes(db, teamId)]);
        if (name === null) return noSuchTeam(c);
        const keyOf = (athlete: SquadAthlete) => `${athlete.userId} ${today} ${athlete.revision} ${athlete.scope}`;
        const found = new Map<string, SquadFigures>();
        for (const athlete of athletes) {
          const kept = figures.get(keyOf(athlete));
          if (kept) found.set(athlete.memberId, kept);
        }
        const missing = athletes.filter((athlete) => !found.has(athlete.memberId));
        const computed = await freshSquadFigures(db, teamId, missing, today);
        for (const athlete of missing) {
          const athleteFigures = computed.get(athlete.memberId)!;
          figures.set(keyOf(athlete), athleteFigures);
          found.set(athlete.memberId, athleteFigures);
        }
        const request = todaysRequest(await teamSettingsOf(db, teamId), today);
        const by = request && dueInstant(today, request.byTime, request.zone).toISOString();
        const rows = squadOrder(
          athletes.map(({ memberId, name: athleteName }) => {
            const { checkInWrittenAt, ...athleteFigures } = found.get(memberId)!;
            return {
              memberId,
              name: athleteName,
              ...athleteFigures,
              checkedInBy: checkedInBy(checkInWrittenAt, by),
            };
          }),
          'name',
        );
        return c.json({
          team: { id: teamId, name },
          today,
          checkedIn: checkedInCount(rows),
          checkInRequest: request && { byTime: request.byTime },
          athletes: rows,
        } satisfies SquadAnswer);
      },
    )
    .get(
      '/:teamId/athletes/:memberId',
      session,
      validate('param', athleteParam, noSuchTeam),
      staff,
      validate('query', athleteQuery),
      async (c) => {
        const { teamId, memberId } = c.req.valid('param');
        const { period, today = serverDay(new Date()) } = c.req.valid('query');
        const athlete = await athleteMemberOf(db, teamId, memberId);
        if (!athlete) return noSuchAthlete(c);
        const scope = athlete.scope ?? 'figures';
        const { from, to } = insightsWindow(period, today);
        const [entries, days, latest, health] = await Promise.all([
          entriesBetween(db, athlete.userId, from, to),
          journaledDays(db, athlete.userId, today),
          entriesPage(db, athlete.userId, { limit: ATHLETE_ENTRIES }),
          healthEntriesUpTo(db, athlete.userId, today),
        ]);
        const insights = computeInsights({
          period,
          today,
          entries: entries.map((entry) => staffView(entry, scope)),
          health: health.map((entry) => staffView(entry, scope)),
          journaledDays: days,
          voice: readerVoice(athlete.displayName),
        });
        return c.json({
          athlete: { memberId: athlete.id, name: athlete.displayName, scope },
          insights,
          // Each with this team's thread only (decision 043): other teams' comments are not this team's to read.
          entries: await withTeamComments(
            db,
            athlete.userId,
            teamId,
            c.get('user').id,
            latest.entries.map((entry) => ({
              id: entry.id,
              type: entry.type,
              day: entry.day,
              timestamp: entry.timestamp,
              content: staffView(entry, scope).content as Record<string, unknown>,
            })),
          ),
        } satisfies AthleteAnswer);
      },
    );
}
