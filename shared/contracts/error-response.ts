import { z } from 'zod';
import { apiErrorCodes } from './errors.js';

/** Registered by name, so /api/docs lists it once (components.schemas.ErrorResponse) for every error. */
export const errorResponse = z
  .object({
    code: z.enum(apiErrorCodes),
    message: z.string(),
    /** With `FULLTIME_TEAM_NOT_FOUND` only: the team names on the Full-Time page. */
    teamNames: z.array(z.string()).optional(),
  })
  .meta({ id: 'ErrorResponse', description: 'An error: a stable code for programs, a message for people' });
export type ErrorResponse = z.infer<typeof errorResponse>;
