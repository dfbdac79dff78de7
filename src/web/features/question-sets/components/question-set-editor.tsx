import { newCustomQuestion, type QuestionItem } from '../../../../domain/question-sets';
import { useQuestionSet, useSaveQuestionSet } from '../api/question-sets';
import { ItemSection } from './item-section';
import { SetEditorFooter } from './set-editor-footer';
import { SetLoadStatus } from './set-load-status';
import { QUESTION_SET_SCREENS, type QuestionSetKind, type SectionSpec } from './set-screens';
import { useSetEditor } from './use-set-editor';

/** The editor of a question set (game, training, rehab or lift), one list per section of its screen. */
export function QuestionSetEditor({ name }: { name: QuestionSetKind }) {
  const screen = QUESTION_SET_SCREENS[name];
  const set = useQuestionSet(name);
  const save = useSaveQuestionSet(name);
  const editor = useSetEditor<QuestionItem>(set.data?.items, { noun: 'Question', ...screen, save: save.mutate });
  const sections: readonly SectionSpec[] = screen.sections;
  const kept: readonly string[] = screen.keptIds;

  if (!set.data) return <SetLoadStatus noun="Question" isError={set.isError} onRetry={() => void set.refetch()} />;
  return (
    <>
      {sections.map((spec) => (
        <ItemSection
          key={spec.addLabel}
          heading={spec.heading}
          noun="Question"
          items={spec.section ? editor.items.filter((item) => item.section === spec.section) : editor.items}
          addLabel={spec.addLabel}
          isDeletable={(item) => item.isCustom && !kept.includes(item.id)}
          onToggle={editor.toggle}
          onDelete={editor.remove}
          onAdd={(text) => editor.add(newCustomQuestion(text, editor.newItemTime(), spec.section))}
        />
      ))}
      <SetEditorFooter editor={editor} save={save} />
    </>
  );
}
