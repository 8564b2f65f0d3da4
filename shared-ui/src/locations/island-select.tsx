import { Select, type SelectProps } from 'antd';
import { filterAtollIslandOption, toAtollGroupedOptions } from './atoll-options';
import { useAtollIslandSelect } from './use-atoll-island-select';

export type IslandSelectProps = Omit<SelectProps<number>, 'options' | 'showSearch' | 'loading'> & {
  /** Show only this atoll's islands. */
  atollId?: number;
};

/**
 * An island picker: islands grouped by atoll ("Kaafu (K)"), searchable by island or atoll name,
 * loaded from `GET /atoll-island/select`. Use it as a Form.Item child (value and onChange are the
 * island id) or as a list filter (`allowClear`, `aria-label`). Inactive islands show, marked
 * "(inactive)", but cannot be picked; if the options cannot load, the list says why.
 */
export function IslandSelect({ atollId, ...props }: IslandSelectProps) {
  const atolls = useAtollIslandSelect();
  const shown = (atolls.data ?? []).filter((atoll) => atollId === undefined || atoll.id === atollId);
  return (
    <Select<number>
      placeholder="Select an island"
      status={atolls.isError ? 'error' : undefined}
      notFoundContent={atolls.isError ? `Could not load the islands: ${atolls.error.message}` : undefined}
      {...props}
      showSearch={{ filterOption: filterAtollIslandOption }}
      loading={atolls.isPending}
      options={toAtollGroupedOptions(shown)}
    />
  );
}
