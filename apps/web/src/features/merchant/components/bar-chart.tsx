export interface BarChartDatum {
  label: string;
  value: number | null;
}

export interface BarChartProps {
  /** What the chart shows; also the start of its accessible name. */
  title: string;
  data: readonly BarChartDatum[];
  /** How a value reads in a bar's tooltip and in the accessible summary. */
  formatValue: (value: number) => string;
  /** Show every n-th label on the axis (24 hours do not fit a phone's width). */
  labelEvery?: number;
}

const WIDTH = 640;
const HEIGHT = 220;
const TOP = 16;
const BOTTOM = 28;
const PLOT = HEIGHT - TOP - BOTTOM;

/**
 * A bar chart drawn as plain SVG: no chart library, so the merchant pages stay inside their bundle budget.
 * The chart is one image to assistive technology, named by its title and a summary of its highest bar;
 * the numbers themselves are in the table beside it.
 */
export function BarChart({ title, data, formatValue, labelEvery = 1 }: BarChartProps) {
  const values = data.map((datum) => datum.value ?? 0);
  const max = Math.max(...values, 0);
  const slot = WIDTH / Math.max(data.length, 1);
  const barWidth = Math.max(slot * 0.7, 2);
  const peakIndex = values.indexOf(max);
  const peak = max > 0 ? data[peakIndex] : undefined;
  const summary = peak
    ? `${title}. Maior valor: ${peak.label}, ${formatValue(max)}.`
    : `${title}. Sem dados no período.`;

  return (
    <svg
      viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
      className="w-100 h-auto d-block"
      role="img"
      aria-label={summary}
      style={{ maxHeight: 260 }}
    >
      <line x1={0} x2={WIDTH} y1={TOP + PLOT} y2={TOP + PLOT} stroke="currentColor" strokeOpacity={0.4} />
      {data.map((datum, index) => {
        const value = datum.value ?? 0;
        const height = max > 0 ? (value / max) * PLOT : 0;
        const x = index * slot + (slot - barWidth) / 2;
        return (
          <g key={datum.label}>
            <rect
              x={x}
              y={TOP + PLOT - height}
              width={barWidth}
              height={height}
              rx={2}
              fill="var(--bs-primary)"
              data-value={value}
            >
              <title>{`${datum.label}: ${datum.value === null ? '—' : formatValue(value)}`}</title>
            </rect>
            {index % labelEvery === 0 && (
              <text x={x + barWidth / 2} y={HEIGHT - 8} textAnchor="middle" fontSize={13} fill="currentColor">
                {datum.label}
              </text>
            )}
          </g>
        );
      })}
    </svg>
  );
}
