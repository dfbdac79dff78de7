import { memo } from 'react';
import { BookOpen, CalendarDays, ChartColumn, HistoryIcon, Plus, UserRound, type LucideIcon } from 'lucide-react';
import { Link } from 'wouter';
import { TABS, tabOfPath, type TabId } from './tabs';
import { COVERS_BOTTOM } from './ui/covers-bottom';
import { usePlace } from '../lib/navigation';

const ICONS = {
  today: BookOpen,
  calendar: CalendarDays,
  new: Plus,
  history: HistoryIcon,
  insights: ChartColumn,
  profile: UserRound,
} as const satisfies Record<TabId, LucideIcon>;

/**
 * The one navigation of the signed-in screens outside a flow: a labelled tab each for Today, Calendar, New, History,
 * Insights and Profile, the current one marked. Fixed at the foot of the screen, above a place of its own height at the
 * end of the page, so scrolled to the end nothing is under it. Fixed, not sticky: a sticky bar is part of the page's
 * flow, and accessibility checkers (axe's target size, WCAG 2.2) then read a control half under it as a 4 px target. It has no props, so it renders again only when the location
 * changes, not each time its screen's data arrives.
 */
export const TabBar = memo(function TabBar() {
  const current = tabOfPath(usePlace().pathname);
  return (
    // The place: the bar's links (3.5 rem), its top border and the phone's safe area below them. Invisible: an
    // empty box that moves down as the page grows is not a shift of anything the athlete sees.
    <div className="invisible h-[calc(3.5rem+1px+env(safe-area-inset-bottom))] shrink-0">
      <nav
        aria-label="Main"
        {...COVERS_BOTTOM}
        className="visible fixed inset-x-0 bottom-0 z-10 border-t border-line bg-surface/95 pb-[env(safe-area-inset-bottom)] backdrop-blur"
      >
        <ul className="mx-auto flex max-w-md">
          {TABS.map((tab) => {
            const Icon = ICONS[tab.id];
            const isNew = tab.id === 'new';
            return (
              // min-w-0: the tabs share the width evenly, however long a label.
              <li key={tab.id} className="flex min-w-0 flex-1">
                <Link
                  to={tab.to}
                  aria-current={tab.id === current ? 'page' : undefined}
                  className="group flex h-14 min-w-11 flex-1 flex-col items-center justify-center gap-0.5 rounded-xl text-[11px] leading-4 font-medium whitespace-nowrap text-ink-soft hover:bg-canvas aria-[current=page]:text-brand-strong"
                >
                  <span
                    className={
                      isNew
                        ? 'flex h-8 w-8 items-center justify-center rounded-full bg-brand text-white shadow group-hover:bg-brand-strong'
                        : 'flex h-8 w-12 items-center justify-center rounded-full group-aria-[current=page]:bg-brand-soft'
                    }
                  >
                    <Icon aria-hidden size={isNew ? 22 : 20} />
                  </span>
                  <span>{tab.label}</span>
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>
    </div>
  );
});
