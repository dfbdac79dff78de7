import { memo } from 'react';
import { CalendarDays, Plus, UserRound } from 'lucide-react';
import { Link, useLocation, useNavigate } from 'react-router';
import { paths } from '../app/paths';
import { useAuth } from '../features/auth/auth-context';

const item =
  'flex h-14 w-14 items-center justify-center rounded-full text-ink-soft hover:bg-canvas aria-[current=page]:text-brand';

/**
 * The journal screens' bottom bar: calendar, new activity, and profile when signed in. It has no props, so it renders
 * again only when the location or the session changes, not each time its screen's data arrives.
 */
export const BottomNav = memo(function BottomNav() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const { isAuthenticated } = useAuth();
  const onCalendar = pathname === paths.calendar;
  const onNewActivity = pathname === paths.newActivity;
  return (
    <nav
      aria-label="Journal"
      className="fixed inset-x-0 bottom-0 z-10 border-t border-line bg-surface/95 pb-[env(safe-area-inset-bottom)] backdrop-blur"
    >
      <div className="mx-auto flex max-w-md items-center justify-around py-2">
        <Link
          to={onCalendar ? paths.journal : paths.calendar}
          className={item}
          aria-label={onCalendar ? 'Journal' : 'Calendar'}
        >
          <CalendarDays aria-hidden size={26} />
        </Link>
        <button
          type="button"
          aria-label="New activity"
          // On the picker already, the plus refreshes it (a fresh navigation resets its state).
          onClick={() => navigate(paths.newActivity, { replace: onNewActivity })}
          className="flex h-14 w-14 items-center justify-center rounded-full bg-brand text-white shadow-lg hover:bg-brand-strong"
        >
          <Plus aria-hidden size={30} />
        </button>
        {isAuthenticated ? (
          <Link
            to={paths.profile}
            className={item}
            aria-label="Profile"
            aria-current={pathname === paths.profile ? 'page' : undefined}
          >
            <UserRound aria-hidden size={26} />
          </Link>
        ) : (
          <span className="h-14 w-14" aria-hidden />
        )}
      </div>
    </nav>
  );
});
