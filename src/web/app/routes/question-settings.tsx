import { Redirect } from 'wouter';
import { Screen } from '../../components/ui/screen';
import { PromptSetEditor } from '../../features/question-sets/components/prompt-set-editor';
import { QuestionSetEditor } from '../../features/question-sets/components/question-set-editor';
import { setOfSettingsPath, setTitle } from '../../features/question-sets/components/set-screens';
import { paths } from '../../config/paths';
import { usePlace } from '../../lib/navigation';

/** /settings/{game,training,rehab,lift}-questions and /settings/imagery-settings: the set comes from the path. */
export function Component() {
  const name = setOfSettingsPath(usePlace().pathname);
  if (!name) return <Redirect to={paths.settings} replace />;
  const items = name === 'imagery' ? 'prompts' : 'questions';
  return (
    <Screen title={setTitle(name)} backTo={paths.settings} backLabel="Back to settings">
      <p className="text-ink-soft">
        Switch off the {items} you want to skip, or add your own. Nothing is saved until you tap Done.
      </p>
      {/* A key per set: moving between set screens starts a fresh draft. */}
      {name === 'imagery' ? <PromptSetEditor /> : <QuestionSetEditor key={name} name={name} />}
    </Screen>
  );
}
