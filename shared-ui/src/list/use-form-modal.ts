import { useCallback, useState } from 'react';

/**
 * State of a create/edit modal: `open`, the `entity` being edited (undefined when creating),
 * `openCreate()`, `openEdit(entity)` and `close()`. The entity is kept while the modal closes so
 * its title and values do not flip to "New …" during the closing animation. `opened` turns true
 * at the first opening and stays: render a lazily loaded modal from then on
 * (`{modal.opened && <AtollFormModal … />}`), so a list does not download its form up front.
 */
export function useFormModal<T>() {
  const [state, setState] = useState<{ open: boolean; opened: boolean; entity?: T }>({ open: false, opened: false });
  const openCreate = useCallback(() => setState({ open: true, opened: true }), []);
  const openEdit = useCallback((entity: T) => setState({ open: true, opened: true, entity }), []);
  const close = useCallback(() => setState((current) => ({ ...current, open: false })), []);
  return { open: state.open, opened: state.opened, entity: state.entity, openCreate, openEdit, close };
}
