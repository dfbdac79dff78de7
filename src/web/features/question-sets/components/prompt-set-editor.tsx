import { useRef } from 'react';
import { newCustomPrompt, type ImageryPrompt } from '../../../../domain/question-sets';
import { useQuestionSet, useSaveQuestionSet } from '../api/question-sets';
import { ItemSection } from './item-section';
import { SetEditorFooter } from './set-editor-footer';
import { SetLoadStatus } from './set-load-status';
import { IMAGERY_SCREEN } from './set-screens';
import { useSetEditor } from './use-set-editor';

/** The editor of the imagery prompts; the list scrolls within 400 px, as in the imagery journal. */
export function PromptSetEditor() {
  const set = useQuestionSet('imagery');
  const save = useSaveQuestionSet('imagery');
  const editor = useSetEditor<ImageryPrompt>(set.data?.items, { noun: 'Prompt', ...IMAGERY_SCREEN, save: save.mutate });
  const listRef = useRef<HTMLUListElement>(null);

  function add(text: string): true | string {
    const added = editor.add(newCustomPrompt(text, editor.newItemTime()));
    // The new prompt is last: bring it into the scrolling list's view once it is drawn.
    if (added === true) requestAnimationFrame(() => listRef.current?.scrollTo({ top: listRef.current.scrollHeight }));
    return added;
  }

  if (!set.data) return <SetLoadStatus noun="Prompt" isError={set.isError} onRetry={() => void set.refetch()} />;
  return (
    <>
      <ItemSection
        noun="Prompt"
        items={editor.items}
        addLabel="New prompt"
        isDeletable={(prompt) => prompt.isCustom}
        onToggle={editor.toggle}
        onDelete={editor.remove}
        onAdd={add}
        listClassName="max-h-[400px] overflow-y-auto overscroll-contain rounded-card"
        listRef={listRef}
      />
      <SetEditorFooter editor={editor} save={save} />
    </>
  );
}
