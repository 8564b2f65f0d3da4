import { theme } from 'antd';
import { Link } from 'react-router';
import { VISUALLY_HIDDEN } from './visually-hidden';

export interface BarChartRow {
  key: string;
  label: string;
  value: number;
  /** The filtered list this bar summarises. */
  to?: string;
}

export interface BarChartProps {
  /** What the chart shows ('Jobs by status'): the table's caption, read by screen readers. */
  caption: string;
  rows: BarChartRow[];
  /** Header of the value column, for screen readers ('Jobs'). */
  valueLabel?: string;
}

/**
 * A small horizontal bar chart drawn with CSS and theme tokens (no chart library: it costs about
 * 1 KB and follows the dark theme). It is a table, so its text alternative is itself: each row
 * names its label (a link to the filtered list when `to` is given) and its value; the bars are
 * hidden from screen readers. Bars are scaled to the largest value; a non-zero value always shows.
 */
export function BarChart({ caption, rows, valueLabel = 'Count' }: BarChartProps) {
  const { token } = theme.useToken();
  const max = Math.max(0, ...rows.map((r) => r.value));
  const cell = { padding: '2px 0', fontSize: token.fontSizeSM, verticalAlign: 'middle' } as const;
  return (
    <table style={{ width: '100%', borderCollapse: 'collapse' }}>
      <caption style={VISUALLY_HIDDEN}>{caption}</caption>
      <thead style={VISUALLY_HIDDEN}>
        <tr>
          <th scope="col">Name</th>
          <th scope="col">Bar</th>
          <th scope="col">{valueLabel}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.key}>
            {/* A link is 24 px high, WCAG 2.2's minimum target size, in place of the cell's padding
                (a line of small text is 20 px): the row keeps its height. */}
            <th
              scope="row"
              style={{
                ...cell,
                padding: row.to ? 0 : cell.padding,
                fontWeight: 'normal',
                textAlign: 'start',
                whiteSpace: 'nowrap',
                paddingInlineEnd: 8,
                width: '1%',
              }}
            >
              {row.to ? (
                <Link to={row.to} style={{ display: 'inline-block', lineHeight: '24px' }}>
                  {row.label}
                </Link>
              ) : (
                row.label
              )}
            </th>
            <td style={{ ...cell, width: '100%' }} aria-hidden>
              <div style={{ height: 10, borderRadius: 5, background: token.colorFillSecondary, overflow: 'hidden' }}>
                <div
                  style={{
                    height: '100%',
                    width: max ? `${(row.value / max) * 100}%` : 0,
                    minWidth: row.value > 0 ? 3 : 0,
                    background: token.colorPrimary,
                    borderRadius: 5,
                  }}
                />
              </div>
            </td>
            <td style={{ ...cell, textAlign: 'end', paddingInlineStart: 8, fontVariantNumeric: 'tabular-nums', color: token.colorText }}>{row.value}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
