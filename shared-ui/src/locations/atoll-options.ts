import type { AtollIslandOption } from '@mv-admin/shared-api/locations';

/** An island in a grouped picker; `search` holds the island, atoll and code for filtering. */
export interface IslandOption {
  label: string;
  value: number;
  search: string;
  disabled?: boolean;
}
/** An atoll group: "Kaafu (K)" with its islands. */
export interface AtollGroupOption {
  label: string;
  title: string;
  search: string;
  options: IslandOption[];
}

const atollLabel = (atoll: Pick<AtollIslandOption, 'name' | 'code'>) => `${atoll.name} (${atoll.code})`;

/**
 * Turns `locationsApi.atollIslandSelect()` into antd Select grouped options: one group per atoll labelled
 * "name (code)", its islands as options (value = island id). Inactive islands are disabled and
 * marked "(inactive)" so nothing new is put on them, yet an existing value still shows its name;
 * pass `{ includeInactive: false }` to leave them out. Use with `filterAtollIslandOption`.
 */
export function toAtollGroupedOptions(atolls: readonly AtollIslandOption[], { includeInactive = true } = {}): AtollGroupOption[] {
  return atolls.map((atoll) => ({
    label: atollLabel(atoll),
    title: atoll.name,
    search: `${atoll.name} ${atoll.code}`.toLowerCase(),
    options: atoll.islands
      .filter((island) => includeInactive || island.active)
      .map((island) => ({
        label: island.active ? island.name : `${island.name} (inactive)`,
        value: island.id,
        search: `${island.name} ${atoll.name} ${atoll.code}`.toLowerCase(),
        disabled: !island.active || undefined,
      })),
  }));
}

/** Plain atoll options ("Kaafu (K)", value = atoll id) for an atoll filter or picker. */
export function toAtollOptions(atolls: readonly Pick<AtollIslandOption, 'id' | 'name' | 'code'>[]): { label: string; value: number; search: string }[] {
  return atolls.map((atoll) => ({ label: atollLabel(atoll), value: atoll.id, search: `${atoll.name} ${atoll.code}`.toLowerCase() }));
}

/**
 * Select `showSearch.filterOption` for the options above: matches typed text against the island
 * name, the atoll name or code, case-insensitively. A matching atoll keeps all its islands.
 */
export function filterAtollIslandOption(input: string, option?: object): boolean {
  const needle = input.trim().toLowerCase();
  const search = (option as { search?: unknown } | undefined)?.search;
  return !needle || (typeof search === 'string' && search.includes(needle));
}
