import { z } from 'zod';
import { LINK_TOKEN_PATTERN } from '../../data/link-tokens.js';
import { memberName, teamScope } from '../teams/contract.js';

/** An invite's token (base64url of 32 bytes); a malformed one gets the answer of every inactive invite. */
export const joinTokenParam = z.object({ token: z.string().regex(LINK_TOKEN_PATTERN, 'This invite is not active') });

/**
 * POST /api/join/:token: the name staff will see and the athlete's scope (figures only unless they choose more).
 * An athlete invite needs the name; a staff invite takes the account's name when none is given, and no scope.
 */
export const joinBody = z.object({ displayName: memberName.optional(), scope: teamScope.optional() });
