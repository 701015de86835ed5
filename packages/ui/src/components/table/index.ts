export { StackedTable, stackedRows } from "./stacked-table";
