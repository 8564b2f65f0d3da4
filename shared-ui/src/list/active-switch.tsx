import { ApiError } from '@mv-admin/shared-api';
import { Switch } from 'antd';
import { useFeedback } from '../feedback';
import { useEffect, useState } from 'react';

export interface ActiveSwitchProps {
  /** The saved value. */
  checked: boolean;
  /** Saves the new value; reject to put the switch back. */
  onChange: (active: boolean) => Promise<unknown>;
  /** Accessible name, e.g. "Active: Malé". */
  label: string;
  disabled?: boolean;
}

/**
 * Toggles an `active` flag inline in a table row. The switch moves at once (optimistic) and spins
 * while `onChange` runs; if it rejects, the switch goes back to the saved value. The server's own
 * failure toast covers HTTP errors; for failures no server answered (network, contract) it says
 * why in a message, since nothing else would.
 */
export function ActiveSwitch({ checked, onChange, label, disabled }: ActiveSwitchProps) {
  const { message } = useFeedback();
  const [optimistic, setOptimistic] = useState<boolean | null>(null);
  const [saving, setSaving] = useState(false);

  // The saved value changed (the list was refetched): it wins over the optimistic one.
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new saved value (checked) is what resets it
  useEffect(() => setOptimistic(null), [checked]);

  const toggle = async (next: boolean) => {
    setOptimistic(next);
    setSaving(true);
    try {
      await onChange(next);
    } catch (error) {
      setOptimistic(null);
      if (!(error instanceof ApiError) || error.kind !== 'http') {
        message.error(error instanceof Error ? error.message : 'The change could not be saved.');
      }
    } finally {
      setSaving(false);
    }
  };

  return <Switch aria-label={label} checked={optimistic ?? checked} loading={saving} disabled={disabled} onChange={toggle} />;
}
