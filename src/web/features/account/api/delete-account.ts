import { queryOptions, useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api';

/**
 * Deletes the account with every entry, setting and session. The server asks for the password, or, for an account
 * the provider made (it has none), a sign-in with the provider in the last 5 minutes: then `password` is undefined.
 */
export async function deleteAccount(password: string | undefined): Promise<void> {
  await apiFetch('/auth/delete-user', { method: 'POST', body: password === undefined ? {} : { password } });
}

export function useDeleteAccount() {
  return useMutation({ mutationFn: deleteAccount });
}

/** Whether the account has a password (better-auth's `credential` sign-in), or signs in with the provider only. */
export const hasPasswordQuery = queryOptions({
  queryKey: ['account', 'has-password'],
  queryFn: async () =>
    (await apiFetch<{ providerId: string }[]>('/auth/list-accounts')).some(
      (account) => account.providerId === 'credential',
    ),
  staleTime: Infinity,
});
