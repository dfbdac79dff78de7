import {
  Activity,
  Bandage,
  Brain,
  Dumbbell,
  HeartPulse,
  NotebookPen,
  Smile,
  Trophy,
  Utensils,
  type LucideIcon,
} from 'lucide-react';
import type { Day } from '../../../../domain/dates';
import { ENTRY_TYPES, entryTypeLabel, entryTypeSlug, type EntryType } from '../../../../domain/entry-types';
import { paths } from '../../../config/paths';
import { ButtonLink } from '../../../components/ui/button';
import type { DayState } from '../../../entries/navigation/day-state';

const ICONS = {
  Game: Trophy,
  Training: Activity,
  Rehab: HeartPulse,
  Lift: Dumbbell,
  Imagery: Brain,
  Food: Utensils,
  Health: Bandage,
  Note: NotebookPen,
  Wellness: Smile,
} as const satisfies Record<EntryType, LucideIcon>;

/** The entry flow of `type` for the chosen day; Rehab takes a past or future day in its URL, so it survives reload. */
function flowPath(type: EntryType, day: Day, today: Day): string {
  if (type === 'Wellness') return paths.wellnessCheckIn(day);
  if (type === 'Rehab' && day !== today) return paths.rehabOnDay(day);
  return paths.entryFlow(entryTypeSlug(type));
}

/** One big button per entry type, each opening its journal flow for the chosen day. */
export function NewActivityPicker({ day, today }: { day: DayState; today: Day }) {
  return (
    <ul className="flex flex-col gap-3">
      {ENTRY_TYPES.map((type) => {
        const Icon = ICONS[type];
        return (
          <li key={type}>
            <ButtonLink
              to={flowPath(type, day.selectedDate, today)}
              state={day}
              variant="secondary"
              className="min-h-16 w-full justify-start text-lg"
            >
              <Icon aria-hidden size={24} className="text-brand" />
              {entryTypeLabel(type)}
            </ButtonLink>
          </li>
        );
      })}
    </ul>
  );
}
