// The data table, the heaviest antd component: only the screens that list records load it. Without its column
// filters, virtual mode and own pagination (tooling/webpack.cjs, ANTD_STAND_INS): lists are paged by the server.
import './styles/table.antd-styles.cjs';
export { Table } from 'antd';
export type { TableColumnsType, TableProps } from 'antd';
