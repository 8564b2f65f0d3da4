export {
  toAtollOptions,
  filterAtollIslandOption,
  type AtollGroupOption,
  type IslandOption,
} from './atoll-options';
export { useAtollIslandSelect, atollIslandSelectKey } from './use-atoll-island-select';
export { IslandSelect, type IslandSelectProps } from './island-select';
