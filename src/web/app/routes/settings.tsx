import { ButtonLink } from '../../components/ui/button';
import { Screen } from '../../components/ui/screen';
import { SetLinks } from '../../features/question-sets/components/set-links';
import { paths } from '../paths';

/** /settings: the way into each question set, then BACK and DONE (both home). */
export function Component() {
  return (
    <Screen title="SETTINGS" backTo={paths.home} backLabel="Home">
      <ButtonLink to={paths.editQuestions} className="tracking-widest">
        EDIT YOUR QUESTIONS
      </ButtonLink>
      <SetLinks label="Question sets" />
      <div className="grid grid-cols-2 gap-3 pt-2">
        <ButtonLink to={paths.home} variant="secondary" className="tracking-widest">
          BACK
        </ButtonLink>
        <ButtonLink to={paths.home} className="tracking-widest">
          DONE
        </ButtonLink>
      </div>
    </Screen>
  );
}
