import { useMutation } from '@tanstack/react-query';
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
