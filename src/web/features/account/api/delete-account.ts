import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api';

/** Deletes the account with every entry, setting and session; the server asks for the password. */
export async function deleteAccount(password: string): Promise<void> {
  await apiFetch('/auth/delete-user', { method: 'POST', body: { password } });
}

export function useDeleteAccount() {
  return useMutation({ mutationFn: deleteAccount });
}
