import { Component, type ReactNode } from 'react';
import { Button } from '../components/ui/button';

/**
 * Catches a screen that failed to load or render (a chunk the network could not fetch, say) and
 * offers a reload, instead of leaving a blank page.
 */
export class ScreenLoadError extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <main className="mx-auto flex min-h-dvh max-w-md flex-col items-center justify-center gap-4 px-6 text-center">
        <h1 className="text-2xl font-bold text-ink">This screen could not be loaded</h1>
        <Button onClick={() => window.location.reload()}>Reload</Button>
      </main>
    );
  }
}
