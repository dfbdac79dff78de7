import type { ReactNode } from 'react';
import { Button } from './button';
import { FormError } from './form-error';

/**
 * The end of a form: why it failed when no one field owns it, anything the form says after sending (`children`), and
 * its button, which says the form is being sent while it is.
 */
export function FormFooter({
  error,
  busy,
  label,
  busyLabel,
  disabled,
  variant,
  className,
  children,
}: {
  error: string | undefined;
  busy: boolean;
  label: string;
  busyLabel: string;
  disabled?: boolean;
  variant?: 'primary' | 'secondary';
  className?: string;
  children?: ReactNode;
}) {
  return (
    <>
      <FormError message={error} />
      {children}
      <Button type="submit" variant={variant} disabled={busy || disabled} className={className}>
        {busy ? busyLabel : label}
      </Button>
    </>
  );
}
