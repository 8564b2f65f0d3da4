import { useCallback, useState } from 'react';

/**
 * State of a create/edit modal: `open`, the `entity` being edited (undefined when creating),
 * `openCreate()`, `openEdit(entity)` and `close()`. The entity is kept while the modal closes so
 * its title and values do not flip to "New …" during the closing animation.
 */
export function useFormModal<T>() {
  const [state, setState] = useState<{ open: boolean; entity?: T }>({ open: false });
  const openCreate = useCallback(() => setState({ open: true }), []);
  const openEdit = useCallback((entity: T) => setState({ open: true, entity }), []);
  const close = useCallback(() => setState((current) => ({ ...current, open: false })), []);
  return { open: state.open, entity: state.entity, openCreate, openEdit, close };
}
