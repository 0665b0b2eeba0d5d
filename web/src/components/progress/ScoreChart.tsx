import { YBOCS_REMISSION_MAX, YBOCS_RESPONSE_DROP, type YbocsHistoryResponse } from '@ladder/contracts';
import { useId } from 'react';
import { CartesianGrid, Line, LineChart, ReferenceLine, Tooltip, XAxis, YAxis } from 'recharts';
import { formatDate, formatShortDate } from '../../lib/format-date';

/** Spec §9: the y-axis runs 0-40; ticks at the severity band edges (8, 16, 24, 32). */
const Y_TICKS = [0, 8, 16, 24, 32, 40];
const TEAL = '#0f766e';
const SLATE = '#475569';
// Label positions of a horizontal reference line (Recharts' "insideBottom" sits just above it), on the left:
// the first score sits well clear of the response line there, while the latest may sit on a line at the right.
const ABOVE = 'insideBottomLeft';
const BELOW = 'insideTopLeft';

interface ScoreChartProps {
  /** Oldest first, more than one point. */
  history: YbocsHistoryResponse;
}

/**
 * The Y-BOCS total over time with the consensus markers of meaningful change (CLINICAL.md "Y-BOCS",
 * Mataix-Cols et al. 2016): response at 35% below the first score, remission at 12 or less. The
 * drawing is hidden from screen readers; a table with the same points stands in for it.
 */
export function ScoreChart({ history }: ScoreChartProps) {
  const captionId = useId();
  const points = history.map((point) => ({ time: new Date(point.date).getTime(), score: point.score, date: point.date }));
  const first = history[0]!.score;
  const responseLevel = Math.round(first * (1 - YBOCS_RESPONSE_DROP) * 10) / 10;
  // The higher line's label sits above it and the lower one's below, so close lines stay readable.
  const responseOnTop = responseLevel >= YBOCS_REMISSION_MAX;

  return (
    <figure aria-labelledby={captionId} className="mt-6">
      <figcaption id={captionId} className="text-sm font-semibold text-slate-900">
        Your Y-BOCS score over time
      </figcaption>
      <div aria-hidden="true" className="mt-3 h-64 w-full">
        <LineChart
          responsive
          style={{ width: '100%', height: '100%' }}
          data={points}
          margin={{ top: 8, right: 12, bottom: 0, left: -16 }}
          accessibilityLayer={false}
        >
          <CartesianGrid stroke="#e2e8f0" vertical={false} />
          <XAxis
            dataKey="time"
            type="number"
            scale="time"
            domain={['dataMin', 'dataMax']}
            ticks={points.map((point) => point.time)}
            interval="preserveStartEnd"
            tickFormatter={(time: number) => formatShortDate(new Date(time).toISOString())}
            tick={{ fill: SLATE, fontSize: 12 }}
            padding={{ left: 16, right: 16 }}
          />
          <YAxis domain={[0, 40]} ticks={Y_TICKS} allowDecimals={false} tick={{ fill: SLATE, fontSize: 12 }} />
          <Tooltip
            labelFormatter={(time) => formatDate(new Date(Number(time)).toISOString())}
            formatter={(score) => [score, 'Score']}
          />
          <ReferenceLine
            y={responseLevel}
            stroke={SLATE}
            strokeDasharray="6 4"
            label={{
              value: 'Response · self-reported',
              position: responseOnTop ? ABOVE : BELOW,
              fill: SLATE,
              fontSize: 12,
            }}
          />
          <ReferenceLine
            y={YBOCS_REMISSION_MAX}
            stroke={SLATE}
            strokeDasharray="2 4"
            label={{
              value: 'Remission · self-reported',
              position: responseOnTop ? BELOW : ABOVE,
              fill: SLATE,
              fontSize: 12,
            }}
          />
          <Line
            type="linear"
            dataKey="score"
            stroke={TEAL}
            strokeWidth={2.5}
            dot={{ r: 4, fill: TEAL }}
            isAnimationActive={false}
          />
        </LineChart>
      </div>
      <p className="mt-2 text-sm text-slate-700">
        Dashed lines: a response is a score 35% or more below your first ({first}), so {responseLevel} or less;
        remission is {YBOCS_REMISSION_MAX} or less. Both are based on your self-reported scores and are guides, not a
        diagnosis.
      </p>
      <table className="sr-only">
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
    </figure>
  );
}
