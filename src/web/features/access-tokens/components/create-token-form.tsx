import { useId } from 'react';
import { ACCESS_TOKEN_SCOPES, accessTokenScopeLabel, type AccessTokenScope } from '../../../../domain/access-tokens';
import { Choice } from '../../../components/ui/choice';
import { FormFooter } from '../../../components/ui/form-footer';
import { TextField } from '../../../components/ui/text-field';
import { useForm } from '../../../components/ui/use-form';
import { failureMessage } from '../../../lib/api';
import { useCreateAccessToken } from '../api';

const SCOPE_HINT: Record<AccessTokenScope, string> = {
  read: 'Reads the journal; cannot change anything.',
  write: 'Reads and adds, edits or deletes entries.',
};

/** A new access token: its name and scope (Read by default). Calls back with the token, to show it once. */
export function CreateTokenForm({ onCreated }: { onCreated: (created: { name: string; secret: string }) => void }) {
  const create = useCreateAccessToken();
  const scopeId = useId();
  const { formProps, errors, busy } = useForm<'name'>({
    check: (form) =>
      String(form.get('name') ?? '').trim() ? null : { name: 'Give the token a name, like "Watch sync"' },
    send: async (form) => {
      const name = String(form.get('name') ?? '').trim();
      const scope = form.get('scope') === 'write' ? 'write' : 'read';
      const { secret } = await create.mutateAsync({ name, scope });
      onCreated({ name, secret });
    },
    failed: (error) => ({
      form: failureMessage(
        error,
        'Could not create the token.',
        'Could not reach the server. Creating a token needs a connection.',
      ),
    }),
  });

  return (
    <form {...formProps} className="flex flex-col gap-4" noValidate>
      <TextField label="Name" name="name" placeholder="e.g. Watch sync" maxLength={60} error={errors.name} />
      <fieldset className="flex flex-col" aria-describedby={`${scopeId}-hint`}>
        <legend className="text-sm font-semibold text-ink-soft">What it may do</legend>
        {ACCESS_TOKEN_SCOPES.map((scope) => (
          <Choice key={scope} type="radio" name="scope" value={scope} defaultChecked={scope === 'read'}>
            <span>
              {accessTokenScopeLabel(scope)}
              <span className="block text-sm text-ink-soft">{SCOPE_HINT[scope]}</span>
            </span>
          </Choice>
        ))}
        <p id={`${scopeId}-hint`} className="mt-1 text-sm text-ink-soft">
          No token can change your password, email, sharing or tokens, or delete the account.
        </p>
      </fieldset>
      <FormFooter error={errors.form} busy={busy} label="Create Token" busyLabel="Creating..." />
    </form>
  );
}
