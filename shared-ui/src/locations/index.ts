export {
  toAtollGroupedOptions,
  toAtollOptions,
  filterAtollIslandOption,
  type AtollGroupOption,
  type IslandOption,
} from './atoll-options';
