export { actionsHeader, type Column, DataList, type ListPage, type ListQuery } from "./DataList";
export { FilterBar, SearchFilter } from "./FilterBar";
export { type ListState, useListState, useSearchText } from "./use-list-state";
