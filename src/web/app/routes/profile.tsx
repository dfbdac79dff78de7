import { Bell, ChevronRight, KeyRound, Settings, Share2, Users, type LucideIcon } from 'lucide-react';
import { useLocation } from 'wouter';
import { CareLink } from '../../components/care-link';
import { TabBar } from '../../components/tab-bar';
import { ButtonLink } from '../../components/ui/button';
import { Screen } from '../../components/ui/screen';
import { TextField } from '../../components/ui/text-field';
import { showToast, OUTCOME_TOAST_MS } from '../../components/ui/toast';
import { DeleteAccount } from '../../features/account/components/delete-account';
import { ExportDataButton } from '../../features/account/components/export-data-button';
import { ExportRangeForm } from '../../features/account/components/export-range-form';
import { ImportData } from '../../features/account/components/import-data';
import { PasswordSection } from '../../features/account/components/password-section';
import { useAuth } from '../../features/auth/auth-context';
import { SignOutButton } from '../../features/auth/sign-out-button';
import { ProfileTeams } from '../../features/teams/components/profile-teams';
import { paths } from '../../config/paths';
import type { HomeState } from './home';

/** A row of Profile that opens another screen. */
function ProfileLink({ to, icon: Icon, label }: { to: string; icon: LucideIcon; label: string }) {
  return (
    // The label takes the row's width, so the chevron sits at its end (the button centres its content).
    <ButtonLink to={to} variant="secondary">
      <span className="flex flex-1 items-center gap-2 text-left">
        <Icon aria-hidden size={20} /> {label}
      </span>
      <ChevronRight aria-hidden size={20} />
    </ButtonLink>
  );
}

/**
 * /profile: the athlete's email, the way to Settings, Sharing, Reminders and Teams, Sign Out, the teams the athlete is in
 * (what their staff see, Leave), password change, data export and account deletion.
 */
export function Component() {
  const { user, endLocalSession } = useAuth();
  const [, navigate] = useLocation();

  async function handleDeleted() {
    // Leave the signed-in screens first: forgetting the user while on them would send the visitor to /signin
    // instead of Home. Home lets the athlete stay while they are forgotten, then shows the visitor's Home.
    await navigate(paths.home, { replace: true, state: { leavingAccount: true } satisfies HomeState });
    await endLocalSession();
    await navigate(paths.home, { replace: true });
    showToast('success', 'Your account has been deleted.', { duration: OUTCOME_TOAST_MS });
  }

  return (
    <Screen title="Profile" footer={<TabBar />}>
      <TextField label="Email" type="email" value={user?.email ?? ''} readOnly />
      <ProfileLink to={paths.settings} icon={Settings} label="Settings" />
      <ProfileLink to={paths.sharing} icon={Share2} label="Share with a coach or care provider" />
      <ProfileLink to={paths.reminders} icon={Bell} label="Reminders" />
      <ProfileLink to={paths.teams} icon={Users} label="Teams" />
      <ProfileLink to={paths.accessTokens} icon={KeyRound} label="Access tokens" />
      <CareLink />
      <SignOutButton onSignedOut={() => navigate(paths.signIn, { replace: true })} />
      <ProfileTeams />
      <hr className="my-2 border-line" />
      <PasswordSection />
      <hr className="my-2 border-line" />
      <section aria-labelledby="your-data" className="flex flex-col gap-4">
        <h2 id="your-data" className="text-lg font-bold text-ink">
          Your data
        </h2>
        <p className="text-sm text-ink-soft">
          Download every entry and setting as a JSON file: it can be imported into any Touchline.
        </p>
        <ExportDataButton />
        <h3 className="text-base font-bold text-ink">Export Some Days</h3>
        <p className="text-sm text-ink-soft">
          A CSV file for a spreadsheet, one row per entry, or a report to print or save as PDF.
        </p>
        <ExportRangeForm />
        <h3 className="text-base font-bold text-ink">Import</h3>
        <p className="text-sm text-ink-soft">
          Bring in a Touchline export (from this server or another), or your journal from Daylio, Strava (its
          activities.csv) or Day One (its .zip or .json). Entries already here are kept as they are.
        </p>
        <ImportData />
        <p className="text-sm text-ink-soft">Deleting your account removes it with all of your entries and settings.</p>
        <DeleteAccount onDeleted={handleDeleted} />
      </section>
    </Screen>
  );
}
