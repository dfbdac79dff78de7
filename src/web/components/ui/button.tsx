import type { AnchorHTMLAttributes, ButtonHTMLAttributes } from 'react';
import { Link } from 'wouter';

type Variant = 'primary' | 'secondary' | 'danger' | 'ghost';

const base =
  'inline-flex min-h-12 items-center justify-center gap-2 rounded-xl px-5 text-base font-semibold transition-colors disabled:cursor-not-allowed disabled:opacity-60';

const variants = {
  primary: 'bg-brand text-white hover:bg-brand-strong',
  secondary: 'border border-line bg-surface text-ink hover:bg-canvas',
  danger: 'bg-danger text-white hover:opacity-90',
  ghost: 'text-ink-soft hover:bg-surface',
} as const satisfies Record<Variant, string>;

/** The class names of a button of the given variant, for elements that only look like one. */
export function buttonClass(variant: Variant = 'primary', extra = ''): string {
  return `${base} ${variants[variant]} ${extra}`.trim();
}

/** A button in the app's one visual language. */
export function Button({
  variant = 'primary',
  className = '',
  type = 'button',
  ...props
}: ButtonHTMLAttributes<HTMLButtonElement> & { variant?: Variant }) {
  return <button type={type} className={buttonClass(variant, className)} {...props} />;
}

/** A link that looks like a button. */
export function ButtonLink({
  variant = 'primary',
  className = '',
  ...props
}: Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  to: string;
  replace?: boolean;
  state?: unknown;
  variant?: Variant;
}) {
  return <Link className={buttonClass(variant, className)} {...props} />;
}
