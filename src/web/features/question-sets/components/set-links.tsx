import { ButtonLink } from '../../../components/ui/button';
import { SETTINGS_SETS, setSettingsPath, setTitle } from './set-screens';

/** Links to the five set screens: GAME QUESTIONS ... IMAGERY SETTINGS. */
export function SetLinks({ label }: { label: string }) {
  return (
    <nav aria-label={label}>
      <ul className="flex flex-col gap-3">
        {SETTINGS_SETS.map((name) => (
          <li key={name}>
            <ButtonLink to={setSettingsPath(name)} variant="secondary" className="w-full tracking-widest">
              {setTitle(name)}
            </ButtonLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
