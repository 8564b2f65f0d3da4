import { theme } from 'antd';
import type { ModalFuncProps } from 'antd';
import type { ArgsProps as NotificationArgs } from 'antd/es/notification/interface';
import { createContext, lazy, Suspense, useCallback, useContext, useMemo, useRef, useState, type ReactNode } from 'react';
import type { FeedbackApi } from './feedback-holders';

const FeedbackHolders = lazy(() => import('./feedback-holders'));

type Loader = () => Promise<FeedbackApi>;
const FeedbackContext = createContext<Loader | null>(null);

/**
 * Gives every screen below it toasts, messages and confirmation dialogs in the shell's theme
 * (`useFeedback()`), and the page's base text style. It replaces antd's App: the code behind
 * messages, notifications and dialogs (about 30 KB gzip) loads the first time one is shown, not
 * with the first page.
 */
export function FeedbackProvider({ children }: { children: ReactNode }) {
  const { token } = theme.useToken();
  const [wanted, setWanted] = useState(false);
  // A ref, not state: a handler made before the code loaded keeps its loader, and that loader
  // must see the code once it is in (it waited forever for a load already done: a confirmation
  // that never opened).
  const api = useRef<FeedbackApi | null>(null);
  const waiting = useRef<Array<(api: FeedbackApi) => void>>([]);
  const load = useCallback<Loader>(() => {
    if (api.current) return Promise.resolve(api.current);
    setWanted(true);
    return new Promise((resolve) => waiting.current.push(resolve));
  }, []);
  const ready = useCallback((next: FeedbackApi) => {
    api.current = next;
    waiting.current.splice(0).forEach((resolve) => resolve(next));
  }, []);
  return (
    <FeedbackContext value={load}>
      {/* What antd's App wrapper gives plain elements: the theme's text colour, font and size. */}
      <div style={{ color: token.colorText, fontFamily: token.fontFamily, fontSize: token.fontSize, lineHeight: token.lineHeight }}>{children}</div>
      {wanted && (
        <Suspense fallback={null}>
          <FeedbackHolders onReady={ready} />
        </Suspense>
      )}
    </FeedbackContext>
  );
}

type Content = ReactNode;

/** What `useFeedback()` returns; each call loads the feedback code on first use. */
export interface Feedback {
  message: { success: (content: Content) => void; error: (content: Content) => void; info: (content: Content) => void; warning: (content: Content) => void };
  notification: { success: (args: NotificationArgs) => void; error: (args: NotificationArgs) => void; info: (args: NotificationArgs) => void };
  /** A confirmation dialog; resolves true on OK (after `onOk` settles), false on cancel. */
  confirm: (props: ModalFuncProps) => Promise<boolean>;
}

/**
 * Messages, notifications and confirmation dialogs for a screen (antd's, themed): call it in a
 * component under FeedbackProvider (the shell and the standalone frame have one).
 * `feedback.message.error('Could not save')`, `await feedback.confirm({ title: 'Delete …?' })`.
 */
export function useFeedback(): Feedback {
  const load = useContext(FeedbackContext);
  if (!load) throw new Error('useFeedback needs a FeedbackProvider above it');
  return useMemo(() => {
    const message = (kind: 'success' | 'error' | 'info' | 'warning') => (content: Content) => void load().then((api) => api.message[kind](content));
    const notify = (kind: 'success' | 'error' | 'info') => (args: NotificationArgs) => void load().then((api) => api.notification[kind](args));
    return {
      message: { success: message('success'), error: message('error'), info: message('info'), warning: message('warning') },
      notification: { success: notify('success'), error: notify('error'), info: notify('info') },
      confirm: (props) => load().then((api) => new Promise<boolean>((resolve) => void api.modal.confirm(props).then(resolve, () => resolve(false)))),
    };
  }, [load]);
}
