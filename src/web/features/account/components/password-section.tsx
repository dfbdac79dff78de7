import { useQuery } from '@tanstack/react-query';
import { Skeleton } from '../../../components/ui/skeleton';
import { usePublicConfig } from '../../../lib/public-config';
import { hasPasswordQuery } from '../api/has-password';
import { ChangePasswordForm } from './change-password-form';

/**
 * The profile's password: the form that changes it, or, for an account the provider made (it has none), where the
 * athlete signs in instead. Only a server with single sign-on has such accounts, so only there is it asked.
 */
export function PasswordSection() {
  const provider = usePublicConfig().data?.signOn?.name;
  const asked = useQuery({ ...hasPasswordQuery, enabled: provider !== undefined });
  // Unknown (offline, an error): the form, as on any server; changing a password the account lacks is refused.
  if (provider === undefined || asked.data === true || asked.isError) return <ChangePasswordForm />;
  if (asked.data === undefined) return <Skeleton label="Loading your password settings..." shape="rows" count={1} />;
  return (
    <section aria-labelledby="password" className="flex flex-col gap-2">
      <h2 id="password" className="text-lg font-bold text-ink">
        Password
      </h2>
      <p className="text-sm text-ink-soft">You sign in with {provider}, which keeps your password.</p>
    </section>
  );
}
