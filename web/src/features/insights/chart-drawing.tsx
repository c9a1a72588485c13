// A chart drawn with visx (decision 038): SVG that React renders like the rest of the page, so it scales, prints and
// follows the page's colours; bars or lines, one colour and (for lines) one dash per series, with a legend. A chunk
// of its own: only the admin's Insights and a seller's payouts load it (insight-chart.tsx imports it lazily).
import { useEffect, useRef, useState } from 'react';
import { AxisBottom, AxisLeft } from '@visx/axis';
import { Group } from '@visx/group';
import { scaleBand, scaleLinear } from '@visx/scale';
import { Bar, LinePath } from '@visx/shape';

export interface DrawnSeries {
  label: string;
  values: readonly (number | null)[];
}

export interface ChartDrawingProps {
  shape: 'bar' | 'line';
  labels: readonly string[];
  series: readonly DrawnSeries[];
  /** A value as the axis shows it. */
  tick: (value: number) => string;
  /** Counts: the axis marks whole numbers only. */
  whole: boolean;
  /** The drawing's accessible name (it is an image; the table view holds its numbers). */
  label: string;
}

/** Each series' colour (3:1 or more on white, WCAG 1.4.11) and, for lines, its dash, so none is told by colour alone. */
const looks = [
  { colour: '#4f46e5', dash: undefined },
  { colour: '#c2410c', dash: '6 3' },
  { colour: '#15803d', dash: '2 3' },
  { colour: '#a16207', dash: '8 3 2 3' },
] as const;

const HEIGHT = 240;
const margin = { top: 12, right: 12, bottom: 36, left: 72 };
/** Before the width is measured (and where it cannot be: jsdom). */
const FALLBACK_WIDTH = 640;

function useWidth() {
  const ref = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(FALLBACK_WIDTH);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => {
      if (entry && entry.contentRect.width > 0) setWidth(Math.round(entry.contentRect.width));
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return { ref, width };
}

export default function ChartDrawing({ shape, labels, series, tick, whole, label }: ChartDrawingProps) {
  const { ref, width } = useWidth();
  const innerWidth = Math.max(width - margin.left - margin.right, 1);
  const innerHeight = HEIGHT - margin.top - margin.bottom;
  const values = series.flatMap((one) => one.values.filter((value): value is number => value !== null));
  const x = scaleBand({ domain: labels.map((_, index) => index), range: [0, innerWidth], padding: 0.2 });
  const y = scaleLinear({
    domain: [Math.min(0, ...values), Math.max(1, ...values)],
    range: [innerHeight, 0],
    nice: true,
  });
  const group = scaleBand({ domain: series.map((_, index) => index), range: [0, x.bandwidth()], padding: 0.1 });
  // About one label per 80 px: a year of days shows a label a month or so.
  const every = Math.max(1, Math.ceil(labels.length / Math.max(1, Math.floor(innerWidth / 80))));
  const ticks = labels.map((_, index) => index).filter((index) => index % every === 0);
  const centre = (index: number) => (x(index) ?? 0) + x.bandwidth() / 2;
  const axisText = { fill: 'var(--color-muted)', fontSize: 12 } as const;

  return (
    <div ref={ref} className="insight__drawing">
      <svg width={width} height={HEIGHT} role="img" aria-label={label}>
        <Group left={margin.left} top={margin.top}>
          {series.map((one, index) =>
            shape === 'bar' ? (
              <g key={one.label} fill={looks[index % looks.length]!.colour}>
                {one.values.map((value, at) =>
                  value === null ? null : (
                    <Bar
                      key={at}
                      x={(x(at) ?? 0) + (group(index) ?? 0)}
                      y={Math.min(y(value), y(0))}
                      width={group.bandwidth()}
                      height={Math.abs(y(0) - y(value))}
                    />
                  ),
                )}
              </g>
            ) : (
              <LinePath
                key={one.label}
                data={one.values.map((value, at) => ({ value, at }))}
                defined={(point) => point.value !== null}
                x={(point) => centre(point.at)}
                y={(point) => y(point.value ?? 0)}
                stroke={looks[index % looks.length]!.colour}
                strokeDasharray={looks[index % looks.length]!.dash}
                strokeWidth={2}
                fill="none"
              />
            ),
          )}
          <AxisLeft
            scale={y}
            tickValues={y.ticks(4).filter((value) => !whole || Number.isInteger(value))}
            tickFormat={(value) => tick(Number(value))}
            stroke="var(--color-border)"
            tickStroke="var(--color-border)"
            tickLabelProps={{ ...axisText, textAnchor: 'end', dx: -4, dy: 4 }}
          />
          <AxisBottom
            top={innerHeight}
            scale={x}
            tickValues={ticks}
            tickFormat={(index) => labels[Number(index)] ?? ''}
            stroke="var(--color-border)"
            tickStroke="var(--color-border)"
            tickLabelProps={{ ...axisText, textAnchor: 'middle' }}
          />
        </Group>
      </svg>
      {series.length > 1 && (
        <ul className="insight__legend" aria-hidden="true">
          {series.map((one, index) => (
            <li key={one.label}>
              <svg width="24" height="10" aria-hidden="true">
                <line
                  x1="0"
                  x2="24"
                  y1="5"
                  y2="5"
                  stroke={looks[index % looks.length]!.colour}
                  strokeWidth={shape === 'bar' ? 8 : 2}
                  strokeDasharray={shape === 'bar' ? undefined : looks[index % looks.length]!.dash}
                />
              </svg>
              {one.label}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
