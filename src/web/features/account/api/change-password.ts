import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api';

export interface PasswordChange {
  currentPassword: string;
  newPassword: string;
}

/** Changes the password and ends every other session of the athlete; this browser gets a new one. */
export async function changePassword(change: PasswordChange): Promise<void> {
  await apiFetch('/auth/change-password', { method: 'POST', body: { ...change, revokeOtherSessions: true } });
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
