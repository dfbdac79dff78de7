import { TabBar } from '../../components/tab-bar';
import { ButtonLink } from '../../components/ui/button';
import { Screen } from '../../components/ui/screen';
import { SetLinks } from '../../features/question-sets/components/set-links';
import { paths } from '../paths';

/** /settings, reached from Profile: the way into each question set. */
export function Component() {
  return (
    <Screen title="Settings" backTo={paths.profile} backLabel="Back to profile" footer={<TabBar />}>
      <ButtonLink to={paths.editQuestions}>Edit Your Questions</ButtonLink>
      <SetLinks label="Question sets" />
    </Screen>
  );
}
