import { YBOCS_REMISSION_MAX, YBOCS_RESPONSE_DROP, type YbocsHistoryResponse } from '@ladder/contracts';
import { useId, useLayoutEffect, useRef, useState } from 'react';
import { formatDate, formatShortDate } from '../../lib/format-date';
import { chartLayout, CHART_HEIGHT, Y_TICKS } from './score-chart-layout';

// The palette's variables, so the chart follows the colour scheme (src/index.css, decision 036).
const TEAL = 'var(--color-teal-700)';
const SLATE = 'var(--color-slate-600)';
const GRID = 'var(--color-slate-200)';
const AXIS = 'var(--color-slate-400)';
/** Until the box has been measured (and where nothing is laid out, as in tests). */
const DEFAULT_WIDTH = 640;

interface ScoreChartProps {
  /** Oldest first, more than one point. */
  history: YbocsHistoryResponse;
}

/** The width of the chart's box, followed as the window or the page (print) changes. */
function useBoxWidth() {
  const box = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(0);
  useLayoutEffect(() => {
    const element = box.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver((entries) => {
      const measured = Math.round(entries[0]?.contentRect.width ?? 0);
      if (measured > 0) setWidth(measured);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return [box, width || DEFAULT_WIDTH] as const;
}

/**
 * The Y-BOCS total over time with the consensus markers of meaningful change (docs/clinical.md §30,
 * Mataix-Cols et al. 2016): response at 35% below the first score, remission at 12 or less. A plain
 * SVG drawing (docs/product.md §44: y-axis 0-40, dates along the x-axis), each score written above its point
 * where there is room. The drawing is hidden from screen readers; a table with the same points
 * stands in for it.
 */
export function ScoreChart({ history }: ScoreChartProps) {
  const captionId = useId();
  const [box, width] = useBoxWidth();
  const first = history[0]!.score;
  const responseLevel = Math.round(first * (1 - YBOCS_RESPONSE_DROP) * 10) / 10;
  const layout = chartLayout(history, width, responseLevel, formatShortDate);

  return (
    <figure aria-labelledby={captionId} className="mt-6">
      <figcaption id={captionId} className="text-sm font-semibold text-slate-900">
        Your Y-BOCS score over time
      </figcaption>
      <div ref={box} aria-hidden="true" className="mt-3 h-64 w-full">
        <svg
          width="100%"
          height="100%"
          viewBox={`0 0 ${width} ${CHART_HEIGHT}`}
          fontSize={12}
          data-chart="ybocs"
          className="overflow-visible"
        >
          {Y_TICKS.map((tick) => (
            <g key={tick}>
              {tick > 0 && <line x1={layout.left} x2={layout.right} y1={layout.y(tick)} y2={layout.y(tick)} stroke={GRID} />}
              <line x1={layout.left - 6} x2={layout.left} y1={layout.y(tick)} y2={layout.y(tick)} stroke={AXIS} />
              <text x={layout.left - 9} y={layout.y(tick)} dy="0.35em" textAnchor="end" fill={SLATE}>
                {tick}
              </text>
            </g>
          ))}
          <line x1={layout.left} x2={layout.left} y1={layout.y(40)} y2={layout.y(0)} stroke={AXIS} />
          <line x1={layout.left} x2={layout.right} y1={layout.y(0)} y2={layout.y(0)} stroke={AXIS} />
          {layout.dateTicks.map((tick) => (
            <g key={tick.x}>
              <line x1={tick.x} x2={tick.x} y1={layout.y(0)} y2={layout.y(0) + 6} stroke={AXIS} />
              <text x={tick.x} y={layout.y(0) + 20} textAnchor="middle" fill={SLATE}>
                {tick.label}
              </text>
            </g>
          ))}
          {layout.references.map((reference) => (
            <g key={reference.label}>
              <line
                x1={layout.left}
                x2={layout.right}
                y1={layout.y(reference.level)}
                y2={layout.y(reference.level)}
                stroke={SLATE}
                strokeDasharray={reference.dash}
              />
              <text x={reference.box.x} y={reference.box.y + reference.box.height - 3} fill={SLATE}>
                {reference.label}
              </text>
            </g>
          ))}
          <polyline
            points={layout.points.map((point) => `${point.x},${point.y}`).join(' ')}
            fill="none"
            stroke={TEAL}
            strokeWidth={2.5}
            strokeLinejoin="round"
          />
          {layout.points.map((point, index) => (
            <g key={index}>
              <circle cx={point.x} cy={point.y} r={4} fill={TEAL}>
                <title>{`${formatDate(point.date)}: ${point.score}`}</title>
              </circle>
              {point.labelY !== null && (
                <text
                  x={point.x}
                  y={point.labelY}
                  textAnchor="middle"
                  fontWeight={600}
                  fill={TEAL}
                  stroke="white"
                  strokeWidth={3}
                  strokeLinejoin="round"
                  paintOrder="stroke"
                >
                  {point.score}
                </text>
              )}
            </g>
          ))}
        </svg>
      </div>
      <p className="mt-2 text-sm text-slate-700">
        Dashed lines: a response is a score 35% or more below your first ({first}), so {responseLevel} or less;
        remission is {YBOCS_REMISSION_MAX} or less. Both are based on your self-reported scores and are guides, not a
        diagnosis.
      </p>
      {/* The 1 px box is the wrapper's: a table keeps its content's width, and on a phone its
          hidden cells widened the page past the screen (decision 037). */}
      <div className="sr-only">
        <table>
          <caption>Your Y-BOCS scores, oldest first (self-reported)</caption>
          <thead>
            <tr>
              <th scope="col">Date</th>
              <th scope="col">Score</th>
            </tr>
          </thead>
          <tbody>
            {history.map((point) => (
              <tr key={point.date}>
                <td>{formatDate(point.date)}</td>
                <td>{point.score}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}
