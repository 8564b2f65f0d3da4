import { screen, waitFor, within } from '@testing-library/react';

/**
 * The open dialog (modal, confirmation or drawer) that shows `title`. Not by accessible name:
 * under NODE_ENV=test antd gives every generated id the value "test-id", so a dialog's
 * aria-labelledby can point at another element (a filter's input) instead of its title.
 */
export function findDialog(title: string | RegExp): Promise<HTMLElement> {
  return waitFor(() => {
    const match = screen.getAllByRole('dialog').find((dialog) => within(dialog).queryAllByText(title).length > 0);
    if (!match) throw new Error(`No open dialog shows ${String(title)}`);
    return match;
  });
}

/** Waits until no open dialog shows `title`. */
export function waitForNoDialog(title: string | RegExp): Promise<void> {
  return waitFor(() => {
    const match = screen.queryAllByRole('dialog').find((dialog) => within(dialog).queryAllByText(title).length > 0);
    if (match) throw new Error(`A dialog still shows ${String(title)}`);
  });
}
