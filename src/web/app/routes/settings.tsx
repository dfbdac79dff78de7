import { TabBar } from '../../components/tab-bar';
import { ButtonLink } from '../../components/ui/button';
import { Screen } from '../../components/ui/screen';
import { useAuth } from '../../features/auth/auth-context';
import { StepByStepSetting } from '../../features/flows/step-by-step-setting';
import { SetLinks } from '../../features/question-sets/components/set-links';
import { paths } from '../../config/paths';

/** /settings, reached from Profile: the way into each question set, and how the entry flows ask. */
export function Component() {
  const userId = useAuth().user?.id ?? null;
  return (
    <Screen title="Settings" backTo={paths.profile} backLabel="Back to profile" footer={<TabBar />}>
      <ButtonLink to={paths.editQuestions}>Edit Your Questions</ButtonLink>
      <SetLinks label="Question sets" />
      {userId && <StepByStepSetting userId={userId} />}
    </Screen>
  );
}
