/**
 * Two small SVG charts for the dashboard (no charting dependency): each is a figure with a
 * title, a picture for the eye (role="img" with a summary) and the same numbers as a table for
 * screen readers. Bars grow from the start side, so they mirror with the page in Arabic.
 */
import { useId } from 'react';

export interface ChartPoint {
  label: string;
  value: number;
}

interface ChartProps {
  title: string;
  points: ChartPoint[];
  /** How a value reads (money, count). */
  format?: (n: number) => string;
}

function DataTable({ title, points, format }: Required<ChartProps>) {
  return (
    <table className="ad-sr-only">
      <caption>{title}</caption>
      <tbody>
        {points.map((p) => (
          <tr key={p.label}>
            <th scope="row">{p.label}</th>
            <td>{format(p.value)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** Horizontal bars, one per point, value at the end of each bar. */
export function BarChart({ title, points, format = String }: ChartProps) {
  const id = useId();
  const max = Math.max(1, ...points.map((p) => p.value));
  const row = 28;
  return (
    <figure className="ad-card ad-chart" aria-labelledby={id}>
      <figcaption id={id} className="ad-chart__title">
        {title}
      </figcaption>
      <div role="img" aria-label={points.map((p) => `${p.label}: ${format(p.value)}`).join('، ')}>
        {points.map((p) => (
          <div key={p.label} className="ad-bar" style={{ blockSize: row }}>
            <span className="ad-bar__label">{p.label}</span>
            <span className="ad-bar__track">
              <span className="ad-bar__fill" style={{ inlineSize: `${(p.value / max) * 100}%` }} />
            </span>
            <span className="ad-bar__value">{format(p.value)}</span>
          </div>
        ))}
      </div>
      <DataTable title={title} points={points} format={format} />
    </figure>
  );
}

/** A line over time (oldest first), with dots and the first/last labels under it. */
export function LineChart({ title, points, format = String }: ChartProps) {
  const id = useId();
  const width = 320;
  const height = 120;
  const pad = 8;
  const max = Math.max(1, ...points.map((p) => p.value));
  const step = points.length > 1 ? (width - pad * 2) / (points.length - 1) : 0;
  const xy = points.map((p, i) => [pad + i * step, height - pad - (p.value / max) * (height - pad * 2)] as const);
  const line = xy.map(([x, y], i) => `${i === 0 ? 'M' : 'L'}${x.toFixed(1)},${y.toFixed(1)}`).join(' ');
  const total = points.reduce((sum, p) => sum + p.value, 0);
  return (
    <figure className="ad-card ad-chart" aria-labelledby={id}>
      <figcaption id={id} className="ad-chart__title">
        {title}
      </figcaption>
      {/* Time runs left to right in both languages (as on a calendar strip); the labels say which end is which. */}
      <svg
        viewBox={`0 0 ${width} ${height}`}
        width="100%"
        height={height}
        role="img"
        aria-label={`${title}: ${format(total)}`}
        preserveAspectRatio="none"
        style={{ direction: 'ltr' }}
      >
        <line x1={pad} x2={width - pad} y1={height - pad} y2={height - pad} stroke="#d5e0de" />
        <path d={line} fill="none" stroke="#0f766e" strokeWidth={2} vectorEffect="non-scaling-stroke" />
        {points.map((p, i) => {
          const [x, y] = xy[i] ?? [0, 0];
          return <circle key={p.label} cx={x} cy={y} r={2.5} fill="#0f766e" />;
        })}
      </svg>
      <div className="ad-chart__axis" dir="ltr">
        <span>{points[0]?.label}</span>
        <span>{points.at(-1)?.label}</span>
      </div>
      <DataTable title={title} points={points} format={format} />
    </figure>
  );
}
