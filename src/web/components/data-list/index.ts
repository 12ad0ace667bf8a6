export { actionsHeader, type Column, DataList, type RowProps } from "./DataList";
export {
  DateFilter,
  FilterBar,
  type FilterOptions,
  optionsOf,
  SearchFilter,
  SelectFilter,
} from "./FilterBar";
export { ListFrame, type ListPage, type ListQuery } from "./ListFrame";
export { type ListState, useListState, useSearchText } from "./use-list-state";
