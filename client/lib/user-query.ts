import { queryOptions } from '@tanstack/react-query';
import * as authRoutes from '../../shared/contracts/auth-routes';
import { callApi } from './api';

export const userKey = ['auth', 'user'] as const;

/**
 * GET /api/auth/user: the signed-in user, or null when signed out (a 401 is an answer here, not an
 * error). No retry. In lib, beside the team list, because pages start it before their code has loaded
 * (decision 016).
 */
export const userQuery = queryOptions({
  queryKey: userKey,
  queryFn: ({ signal }) => callApi(authRoutes.getUser, { on401: 'returnNull', signal }),
  retry: false,
});
