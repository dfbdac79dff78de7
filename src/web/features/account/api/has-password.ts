import { queryOptions } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api';

/** Whether the account has a password (better-auth's `credential` sign-in), or signs in with the provider only. */
export const hasPasswordQuery = queryOptions({
  queryKey: ['account', 'has-password'],
  queryFn: async () =>
    (await apiFetch<{ providerId: string }[]>('/auth/list-accounts')).some(
      (account) => account.providerId === 'credential',
    ),
  staleTime: Infinity,
});
