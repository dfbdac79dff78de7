import { TabBar } from '../../components/tab-bar';
import { Screen } from '../../components/ui/screen';
import { SetLinks } from '../../features/question-sets/components/set-links';
import { paths } from '../../config/paths';

/** /settings/edit-questions: choose one of the five sets to edit. */
export function Component() {
  return (
    <Screen title="Edit Your Questions" backTo={paths.settings} backLabel="Back to settings" footer={<TabBar />}>
      <p className="text-ink-soft">Choose the questions or prompts you want to change.</p>
      <SetLinks label="Choose a question set" />
    </Screen>
  );
}
