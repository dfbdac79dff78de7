import type { Day } from '../dates.js';
import type { ReminderKind } from './settings.js';

/** What a reminder says and where it leads: the push payload of the API contract, and the email's words. */
export interface ReminderMessage {
  title: string;
  body: string;
  /** A path of the web app, opened when the notification is tapped. */
  url: string;
  /** One per kind and day, so a device shows a reminder once even if it arrived twice. */
  tag: string;
}

/** The message of a reminder of `kind` for `day`; `gameId` is the game to finish (finishGame only). */
export function reminderMessage(kind: ReminderKind, day: Day, gameId: string | null = null): ReminderMessage {
  switch (kind) {
    case 'journal':
      return {
        title: 'Time for your journal',
        body: 'How did today go? A few minutes now keeps the picture honest.',
        url: '/journal',
        tag: `journal-${day}`,
      };
    case 'checkIn':
      return {
        title: 'Morning check-in',
        body: 'How did you sleep and how do you feel? It takes under a minute.',
        url: `/wellness-check-in/${day}`,
        tag: `check-in-${day}`,
      };
    case 'finishGame':
      return {
        title: 'Finish your game',
        body: 'Your pregame is saved. Add how the game went while it is fresh.',
        url: gameId ? `/game-journal?finish=${encodeURIComponent(gameId)}` : '/game-journal',
        tag: `finish-game-${day}`,
      };
  }
}
