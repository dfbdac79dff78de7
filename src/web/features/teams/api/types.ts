import type { InferResponseType } from 'hono/client';
import type { api } from '../../../lib/api-client';

// The team routes' answers, as the routes give them (a changed answer is a type error here, never a copy).

type TeamRoute = (typeof api.teams)[':teamId'];

/** One of the account's teams, as /teams and Profile list them. */
export type TeamListItem = InferResponseType<typeof api.teams.$get, 200>['teams'][number];

/** A team as one of its members sees it. */
export type TeamDetail = InferResponseType<TeamRoute['$get'], 200>;

/** The squad page's answer. */
export type Squad = InferResponseType<TeamRoute['squad']['$get'], 200>;
export type SquadRow = Squad['athletes'][number];

/** One athlete as staff see them. */
export type TeamAthlete = InferResponseType<TeamRoute['athletes'][':memberId']['$get'], 200>;

/** What an invite link opens to. */
export type JoinPreview = InferResponseType<(typeof api.join)[':token']['$get'], 200>;
