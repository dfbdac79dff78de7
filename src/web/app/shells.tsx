import type { ReactElement, ReactNode } from 'react';
import { factPlace } from '../../domain/first-page';
import { DEFAULT_INSIGHT_PERIOD } from '../../domain/insights/contract';
import { SearchLink } from '../components/search-link';
import { TabBar } from '../components/tab-bar';
import { Button } from '../components/ui/button';
import { DateLabel } from '../components/ui/date-label';
import { Screen } from '../components/ui/screen';
import { Skeleton } from '../components/ui/skeleton';
import { TextField } from '../components/ui/text-field';
import { SignInLinks } from '../features/auth/sign-in-form';
import { InsightsHeadline } from '../features/insights/components/insights-body';
import { PeriodPicker } from '../features/insights/components/period-picker';
import { MonthCard, TodayRow } from '../features/journal/components/calendar-frame';
import { CalendarLegend } from '../features/journal/components/calendar-legend';
import { CalendarMonthNav } from '../features/journal/components/calendar-month-nav';
import { TeamsSections } from '../features/teams/components/teams-sections';
import { paths } from '../config/paths';
import { GetStarted, HomeFrame } from './routes/home';

// What a first visit paints before any script runs (docs/decisions/055-first-paint-shells.md): the build renders each
// of these to HTML (render-shells.tsx) and the server sends it inside #root, where React's first render replaces it.
// Each is its screen's frame as the screen itself first shows it, loading: the same header, tab bar and places, from
// the same components, so nothing moves when the screen takes over. Only what the build can know is drawn (no date,
// no athlete): a place of the same height stands in for the rest, unless the server knows it for the visit
// (`withFacts`, docs/decisions/060).

/** The place of words inside a line of text (a heading, a paragraph), as high as the line's text; `label` is read out. */
const WordsPlace = ({ className, label }: { className: string; label?: string }) => (
  <>
    <span
      aria-hidden="true"
      className={`inline-block h-[1em] rounded bg-line align-middle motion-safe:animate-pulse ${className}`}
    />
    {label && <span className="sr-only">{label}</span>}
  </>
);

/** A shell: the page it stands for (a pattern of the router, below the root) and whose pages it is sent with. */
export interface Shell {
  path: string;
  /** `true`: sent only with a session cookie (a signed-in screen); `false`: only without one (a visitor's page). */
  signedIn: boolean;
  element: ReactElement;
  /**
   * The same shell with the visit's facts in it (domain/first-page.ts): the build draws it with a marked place for
   * each, and the server fills them for a visit it knows them for; any other visit gets `element`.
   */
  withFacts?: ReactElement;
}

/** Today as it first shows itself: the athlete's day over the cards' places. */
const JournalShell = ({ today }: { today: ReactNode }) => (
  <Screen title="Your Journal" action={<SearchLink />} footer={<TabBar />}>
    {/* In a span, a place keeps the height of the line of text it stands for (the label lays its children in a row). */}
    <DateLabel>
      <span>{today}</span>
    </DateLabel>
    <Skeleton label="Loading your journal data..." shape="cards" count={2} />
  </Screen>
);

const CALENDAR_TITLE_ID = 'calendar-month';

/** The calendar as it first shows itself: today's line and the month's title, the grid's colours still loading. */
const CalendarShell = ({ today, month }: { today: ReactNode; month: ReactNode }) => (
  <Screen title="Calendar" action={<SearchLink />} footer={<TabBar />}>
    <TodayRow line={today} />
    <MonthCard titleId={CALENDAR_TITLE_ID}>
      <CalendarMonthNav title={month} titleId={CALENDAR_TITLE_ID} />
      {/* A five-week month's grid: its width by four fifths. */}
      <div aria-hidden="true" className="aspect-[5/4] rounded bg-line motion-safe:animate-pulse" />
      <Skeleton label="Loading the month..." shape="none" />
    </MonthCard>
    <CalendarLegend />
  </Screen>
);

/** Insights as it first shows itself: its headline once known, then the sections' place. */
const InsightsShell = ({ headline }: { headline?: string }) => (
  <Screen title="Insights" footer={<TabBar />}>
    <PeriodPicker period={DEFAULT_INSIGHT_PERIOD} />
    {headline === undefined ? (
      <p role="status" aria-busy="true" className="min-h-[70dvh] rounded-card bg-surface p-4 text-base text-ink-soft">
        Loading insights...
      </p>
    ) : (
      <>
        <InsightsHeadline>{headline}</InsightsHeadline>
        <Skeleton label="Loading insights..." shape="cards" count={3} />
      </>
    )}
  </Screen>
);

export const SHELLS: readonly Shell[] = [
  {
    path: '',
    signedIn: false,
    element: (
      // Home as a visitor sees it; the buttons are plain links, which work before the script does.
      <HomeFrame>
        <GetStarted />
      </HomeFrame>
    ),
  },
  {
    path: 'signin',
    signedIn: false,
    element: (
      // The form's fields and button as they will be, but no form: typed before the script runs, a password could be
      // sent in a plain form's address, and what was typed would be lost when the screen replaces the shell.
      <Screen title="Sign In" backTo={paths.home} backLabel="Home">
        <div className="flex flex-col gap-6">
          <div className="flex flex-col gap-4">
            <TextField label="Email" type="email" readOnly tabIndex={-1} />
            <TextField label="Password" type="password" readOnly tabIndex={-1} />
            <Button type="button" disabled className="mt-2">
              Sign In
            </Button>
            <SignInLinks />
          </div>
        </div>
      </Screen>
    ),
  },
  {
    path: 'journal',
    signedIn: true,
    element: <JournalShell today={<WordsPlace className="w-44" label="Today" />} />,
    withFacts: <JournalShell today={factPlace('todayLine')} />,
  },
  {
    path: 'calendar',
    signedIn: true,
    element: (
      <CalendarShell
        today={<WordsPlace className="w-44" />}
        month={<WordsPlace className="w-36" label="This month" />}
      />
    ),
    withFacts: <CalendarShell today={factPlace('todayLine')} month={factPlace('monthTitle')} />,
  },
  {
    path: 'insights',
    signedIn: true,
    element: <InsightsShell />,
    withFacts: <InsightsShell headline={factPlace('headline')} />,
  },
  {
    path: 'teams',
    signedIn: true,
    element: (
      <Screen title="Teams" backTo={paths.profile} backLabel="Back to profile" footer={<TabBar />}>
        <TeamsSections
          list={<Skeleton label="Loading your teams..." shape="titled-rows" count={1} />}
          newTeamForm={
            // The form's field and button as they will be, nothing to type into before the script runs (as sign-in's).
            <div className="flex flex-col gap-4">
              <TextField label="Team name" placeholder="e.g. Riverside FC U18" readOnly tabIndex={-1} />
              <Button type="button" disabled>
                Create Team
              </Button>
            </div>
          }
        />
      </Screen>
    ),
  },
];
