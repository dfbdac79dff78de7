import * as Dialog from '@radix-ui/react-dialog';
import { Button } from '../../components/ui/button';

/** The dialog that opens an imagery session; Start Session (or Escape) closes it. */
export function ImageryIntro({ open, onStart }: { open: boolean; onStart: () => void }) {
  return (
    <Dialog.Root open={open} onOpenChange={(next) => !next && onStart()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-ink/50" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 w-[calc(100%-2rem)] max-w-sm -translate-x-1/2 -translate-y-1/2 rounded-card bg-surface p-6 shadow-xl">
          <Dialog.Title className="text-xl font-bold text-ink">Imagery Session</Dialog.Title>
          <Dialog.Description className="mt-2 text-ink-soft">
            Find a quiet spot, close your eyes and picture each moment as vividly as you can: what you see, hear and
            feel. Then choose the prompts you worked through.
          </Dialog.Description>
          <Dialog.Close asChild>
            <Button className="mt-6 w-full">Start Session</Button>
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
