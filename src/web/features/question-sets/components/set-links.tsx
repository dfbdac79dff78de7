import { ButtonLink } from '../../../components/ui/button';
import { SETTINGS_SETS, setSettingsPath, setTitle } from './set-screens';

/** Links to the five set screens: Game Questions ... Imagery Settings. */
export function SetLinks({ label }: { label: string }) {
  return (
    <nav aria-label={label}>
      <ul className="flex flex-col gap-3">
        {SETTINGS_SETS.map((name) => (
          <li key={name}>
            <ButtonLink to={setSettingsPath(name)} variant="secondary" className="w-full">
              {setTitle(name)}
            </ButtonLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
