// Whom the Insights sentences speak of. The athlete reads their own ("your 4-week average"); a share link's reader or
// a team's staff, a coach or care provider, reads of the athlete ("their 4-week average", "Alex stuck to the plan"): "your" there
// would be about the reader.

export interface Voice {
  /** "your" to the athlete, "their" to a share link's reader. */
  possessive: 'your' | 'their';
  /** "you" to the athlete, "them" to a reader: "lower than usual for them". */
  object: 'you' | 'them';
  /** Who stuck to the plan, with the plan: "You stuck to your plan", "Alex stuck to the plan". */
  stuckToPlan: string;
}

/** The athlete reading their own Insights. */
export const ATHLETE_VOICE: Voice = { possessive: 'your', object: 'you', stuckToPlan: 'You stuck to your plan' };

/** A share link's reader, told of the athlete by the name the link shows (or as "The athlete" without one). */
export function readerVoice(name: string | null): Voice {
  return { possessive: 'their', object: 'them', stuckToPlan: `${name?.trim() || 'The athlete'} stuck to the plan` };
}
