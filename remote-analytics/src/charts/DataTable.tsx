import { theme } from '@moneta/shared/ui/dashboard';
import { VISUALLY_HIDDEN } from './visuallyHidden';

/** A chart's figures as rows: the first cell names the row, the others are its figures, formatted. */
export interface TableData {
  columns: readonly string[];
  rows: readonly { key: string; cells: readonly string[] }[];
}

interface DataTableProps {
  /** The chart's title: the table's accessible name. */
  caption: string;
  data: TableData;
  /** Shown on screen; otherwise only screen readers reach it. */
  visible: boolean;
  /** The caption shows with the table (a further table of the card, which the card's title does not name). */
  showCaption?: boolean;
}

/** The accessible alternative of a chart: the same figures as a table, always in the page. */
export function DataTable({ caption, data, visible, showCaption = false }: DataTableProps) {
  const { token } = theme.useToken();
  const cell = {
    padding: `${token.paddingXXS}px ${token.paddingXS}px`,
    borderBottom: `1px solid ${token.colorBorderSecondary}`,
    whiteSpace: 'nowrap',
  } as const;
  return (
    <div style={visible ? { overflowX: 'auto' } : VISUALLY_HIDDEN}>
      <table style={{ width: '100%', borderCollapse: 'collapse', fontSize: token.fontSizeSM }}>
        <caption
          style={
            showCaption
              ? { captionSide: 'top', textAlign: 'start', fontWeight: 600, paddingBlock: token.paddingXXS }
              : VISUALLY_HIDDEN
          }
        >
          {caption}
        </caption>
        <thead>
          <tr>
            {data.columns.map((column, index) => (
              <th
                key={column}
                scope="col"
                style={{ ...cell, textAlign: index === 0 ? 'start' : 'end', color: token.colorTextSecondary }}
              >
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {data.rows.map((row) => (
            <tr key={row.key}>
              {row.cells.map((value, index) =>
                index === 0 ? (
                  <th key={index} scope="row" style={{ ...cell, textAlign: 'start', fontWeight: 'normal' }}>
                    {value}
                  </th>
                ) : (
                  <td key={index} style={{ ...cell, textAlign: 'end', fontVariantNumeric: 'tabular-nums' }}>
                    {value}
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
