export { EmptyState, type EmptyStateProps } from "./empty-state";
export { FilterBar, FilterSelect, type FilterSelectProps } from "./filter-bar";
export { LinkButton, StripeList, StripeRow } from "./stripe-list";
