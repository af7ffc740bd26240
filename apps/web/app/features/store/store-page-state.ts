/**
 * The store list's page state, named as SPEC.md section 2 names it:
 *   isShowMap         the map mode is on (else the list)
 *   isShowStoreByMap  the map shows the card of the store picked on it
 *   activeIndex       which store (index in the loaded list) is picked
 *   isRefresh         the map was moved away from the searched position: offer to search there
 */
export interface StorePageState {
  isShowMap: boolean;
  isShowStoreByMap: boolean;
  activeIndex: number;
  isRefresh: boolean;
}

export type StorePageAction =
  | { type: "showMap" }
  | { type: "showList" }
  | { type: "select"; index: number; total: number }
  | { type: "step"; by: 1 | -1; total: number }
  | { type: "closeCard" }
  | { type: "mapMoved" }
  | { type: "searched" };

export function initialStorePageState(isShowMap: boolean): StorePageState {
  return { isShowMap, isShowStoreByMap: false, activeIndex: 0, isRefresh: false };
}

export function storePageReducer(state: StorePageState, action: StorePageAction): StorePageState {
  switch (action.type) {
    case "showMap":
      return { ...state, isShowMap: true, isShowStoreByMap: false, isRefresh: false };
    case "showList":
      return { ...state, isShowMap: false, isShowStoreByMap: false, isRefresh: false };
    case "select":
      if (action.total === 0) return { ...state, isShowStoreByMap: false, activeIndex: 0 };
      return {
        ...state,
        isShowStoreByMap: true,
        activeIndex: Math.min(Math.max(0, action.index), action.total - 1),
      };
    case "step":
      if (action.total === 0) return state;
      return {
        ...state,
        isShowStoreByMap: true,
        activeIndex: (state.activeIndex + action.by + action.total) % action.total,
      };
    case "closeCard":
      return { ...state, isShowStoreByMap: false };
    case "mapMoved":
      return { ...state, isRefresh: true };
    case "searched":
      // A new search (new position or filters) starts with nothing picked.
      return { ...state, isRefresh: false, isShowStoreByMap: false, activeIndex: 0 };
  }
}
