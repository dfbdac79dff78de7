import { z } from 'zod';
import { QUESTION_SET_NAMES } from '../../../domain/question-sets.js';

/** The path names one of the five sets; any other name is a set that does not exist (404, not 422). */
export const setNameParam = z.object({ name: z.enum(QUESTION_SET_NAMES) });

export const UNKNOWN_SET_MESSAGE = `There is no such question set. The sets are ${QUESTION_SET_NAMES.join(', ')}.`;

/** GET /: every set of one user at the current version, `{ sets }`. */
export type { QuestionSets } from '../../data/question-sets.js';
