import { Select, filterAtollIslandOption, toAtollGroupedOptions, type SelectProps } from '@mv-admin/shared-ui';
import { useAtollIslandSelect } from '../../shared/api/use-atoll-island-select';

type IslandSelectProps = Omit<SelectProps<number>, 'options' | 'showSearch' | 'loading'> & {
  /** Show only this atoll's islands. */
  atollId?: number;
};

/**
 * Islands grouped by atoll, searchable by island or atoll name. Form.Item passes value and
 * onChange; inactive islands show but cannot be picked.
 */
export function IslandSelect({ atollId, ...props }: IslandSelectProps) {
  const atolls = useAtollIslandSelect();
  const shown = (atolls.data ?? []).filter((atoll) => atollId === undefined || atoll.id === atollId);
  return (
    <Select<number>
      placeholder="Select an island"
      {...props}
      showSearch={{ filterOption: filterAtollIslandOption }}
      loading={atolls.isPending}
      options={toAtollGroupedOptions(shown)}
    />
  );
}
