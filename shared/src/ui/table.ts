// The data table, the heaviest antd component: only the screens that list records load it.
import './styles/table.antd-styles.cjs';
export { Pagination, Table } from 'antd';
export type { TableColumnsType, TablePaginationConfig, TableProps } from 'antd';
