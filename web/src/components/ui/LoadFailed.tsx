import { Component, type ReactNode } from 'react';
import { Alert } from './Alert';

interface LoadFailedProps {
  children: ReactNode;
  /**
   * floating: over the bottom of the screen, for a part that would have opened over it (the ERP screen's
   * dialogs); inline: in the place of the part (a settings tab).
   */
  placement: 'floating' | 'inline';
}

/**
 * A part of the app fetched when first wanted (React.lazy) that could not be downloaded (offline, or a new
 * release replaced its file) says so calmly in its place, instead of taking the screen down with it.
 */
export class LoadFailed extends Component<LoadFailedProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    const message = (
      <Alert tone="error">This part of Ladder could not be loaded. Check your connection, then reload the page to try again.</Alert>
    );
    if (this.props.placement === 'inline') return message;
    return <div className="fixed inset-x-4 bottom-[calc(1rem+env(safe-area-inset-bottom))] z-50 mx-auto max-w-md">{message}</div>;
  }
}
