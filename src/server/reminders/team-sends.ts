import { nextDue } from '../../domain/reminders/next-due.js';
import type { ReminderMessage } from '../../domain/reminders/messages.js';
import { reminderStillWanted } from '../../domain/reminders/still-wanted.js';
import { checkInRequestMessage, squadReportMessage } from '../../domain/teams/squad-report.js';
import { teamSendTime, type TeamSendKind, type TeamSettings } from '../../domain/teams/team-settings.js';
import type { Db } from '../db/connect.js';
import { settingsOf } from '../data/reminder-settings.js';
import { freshSquadFigures, squadAthletes } from '../data/squad-figures.js';
import { teamSettingsOf } from '../data/team-settings.js';
import type { Letter } from './delivery.js';
import * as reminders from './due-queries.js';
import { reminderEmail } from './reminder-email.js';
import { squadReportEmail } from './report-email.js';
import * as store from './team-queries.js';
import { signReportUnsubscribeToken, signUnsubscribeToken } from './unsubscribe-token.js';

// What a team's due report or request sends, to whom, and how each is claimed (decision 044). The scheduler runs them
// as it runs reminders: claim, then deliver, then note the outcome.

/** One message to one reader, with its claim and where its outcome is kept. */
export interface Send {
  userId: string;
  message: ReminderMessage;
  letter: Letter;
  /** Makes the claim: true when this call made it, and only then is the message sent. */
  claim(now: Date): Promise<boolean>;
  record(outcome: string, now: Date): Promise<void>;
}

export interface TeamSendDeps {
  db: Db;
  mail: { smtpUrl: string; from: string } | null;
  baseUrl: string;
  unsubscribeKey: Buffer;
}

const isTeamSendKind = (kind: string): kind is TeamSendKind => kind === 'report' || kind === 'checkInRequest';

/** A team send's next occasion after `after`, or null when the team no longer sends it. */
export function followingTeamSend(settings: TeamSettings, kind: string, after: Date) {
  const when = isTeamSendKind(kind) ? teamSendTime(settings, kind) : null;
  return when && nextDue(when.time, when.zone, after, when.weekdays);
}

/** The team's settings, read before each send. */
export const settingsOfTeam = teamSettingsOf;

/**
 * The squad report of a due row: one message per staff member who turned it on, made once from the squad's figures
 * as the squad page computes them on the team's day, each claimed (team, staff member, day).
 */
async function reportSends(deps: TeamSendDeps, due: store.DueTeamSend): Promise<Send[]> {
  const { db } = deps;
  const [readers, name] = await Promise.all([store.reportReaders(db, due.teamId), store.teamNameOf(db, due.teamId)]);
  if (readers.length === 0 || name === null) return [];
  const athletes = await squadAthletes(db, due.teamId);
  const figures = await freshSquadFigures(db, due.teamId, athletes, due.day);
  const rows = athletes.map(({ memberId, name: athleteName }) => ({
    memberId,
    name: athleteName,
    ...figures.get(memberId)!,
  }));
  const message = squadReportMessage({ id: due.teamId, name }, due.day, rows);
  return readers.map((reader) => {
    const claim = { teamId: due.teamId, userId: reader.userId, day: due.day };
    return {
      userId: reader.userId,
      message,
      letter: reader.email
        ? () =>
            squadReportEmail(
              message,
              deps.baseUrl,
              signReportUnsubscribeToken(deps.unsubscribeKey, reader.userId, due.teamId),
            )
        : null,
      claim: (now) => store.claimReport(db, due.teamId, reader.userId, due.day, now),
      record: (outcome, now) => store.recordReportOutcome(db, claim, outcome, now),
    };
  });
}

/**
 * The check-in request of a due row: one message per athlete who lets it reach them and has no check-in that day,
 * each claiming the athlete's own check-in reminder of the day, so their reminder and every team's request send one
 * between them. By email too when the athlete has their reminders come by email, as their own reminder would.
 */
async function requestSends(deps: TeamSendDeps, due: store.DueTeamSend, settings: TeamSettings): Promise<Send[]> {
  const { db } = deps;
  const [athletes, name] = await Promise.all([
    store.requestedAthletes(db, due.teamId),
    store.teamNameOf(db, due.teamId),
  ]);
  if (athletes.length === 0 || name === null) return [];
  const checkIns = await store.checkInsOfDay(db, athletes, due.day);
  const message = checkInRequestMessage(name, settings.checkInRequest.byTime, due.day);
  const sends: Send[] = [];
  for (const userId of athletes) {
    const entries = checkIns.filter((one) => one.userId === userId).map((one) => one.entry);
    if (!reminderStillWanted('checkIn', due.day, entries).send) continue;
    const byEmail = deps.mail !== null && (await settingsOf(db, userId)).email;
    const claim = { userId, kind: 'checkIn', day: due.day };
    sends.push({
      userId,
      message,
      letter: byEmail
        ? () => reminderEmail(message, deps.baseUrl, signUnsubscribeToken(deps.unsubscribeKey, userId))
        : null,
      claim: (now) => reminders.claimReminder(db, claim, now),
      record: (outcome, now) =>
        reminders.recordOutcome(db, claim, `${outcome} (check-in request of ${due.teamId})`, now),
    });
  }
  return sends;
}

/** What a due team row sends now. */
export function teamSends(deps: TeamSendDeps, due: store.DueTeamSend, settings: TeamSettings): Promise<Send[]> {
  return due.kind === 'report' ? reportSends(deps, due) : requestSends(deps, due, settings);
}
