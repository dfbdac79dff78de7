import { ButtonLink } from '../../components/ui/button';
import { paths } from '../../config/paths';

/** The page for any path the app does not have. */
export function Component() {
  return (
    <main className="mx-auto flex min-h-dvh max-w-md flex-col items-center justify-center gap-4 px-6 text-center">
      <h1 className="text-7xl font-black text-ink">404</h1>
      <p className="text-xl text-ink-soft">Oops! Page not found</p>
      <ButtonLink to={paths.home}>Return to Home</ButtonLink>
    </main>
  );
}
