/** Where typing happens: a letter shortcut there would eat the user's letters. */
const TYPING = 'input, textarea, select, [contenteditable=""], [contenteditable="true"], [role="combobox"], [role="textbox"]';

/** A dialog or drawer on screen (a closed antd one stays in the page, hidden: it has no boxes). */
const DIALOGS = '.ant-modal-wrap, .ant-drawer-content-wrapper, [role="dialog"]';

/**
 * Whether a one-letter shortcut (the shell's `g`, `?`, a list's `j`, `k`, `/`) must let this key
 * be: held with Ctrl, Cmd or Alt, typed into a field, or pressed while a dialog or drawer is open
 * (its own keys win).
 */
export function letterShortcutBlocked(event: KeyboardEvent): boolean {
  if (event.ctrlKey || event.metaKey || event.altKey) return true;
  const target = event.target instanceof Element ? event.target : null;
  if (target?.closest(TYPING)) return true;
  return Array.from(document.querySelectorAll(DIALOGS)).some((el) => el.getClientRects().length > 0);
}
