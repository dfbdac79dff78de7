import { Screen } from '../../components/ui/screen';
import { BottomNav } from '../../components/bottom-nav';
import { paths } from '../paths';

/** Stands in for a screen that is still being built, so that no link leads nowhere. */
export function Component() {
  return (
    <Screen title="Coming soon" backTo={paths.home} backLabel="Home" footer={<BottomNav />}>
      <p className="text-ink-soft">This part of Touchline is on its way.</p>
    </Screen>
  );
}
