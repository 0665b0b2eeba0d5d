import { curvePoints, curveText, type SessionStory } from './session-story';

const WIDTH = 320;
const HEIGHT = 120;
const LEFT = 22;
const RIGHT = 10;
const TOP = 8;
const BOTTOM = 22;
// The palette's variables, so the curve follows the colour scheme (src/index.css, decision 036).
const TEAL = 'var(--color-teal-700)';
const LABEL = 'var(--color-slate-600)';

type CurveSession = Pick<SessionStory, 'anxiety_level_pre' | 'anxiety_level_post' | 'duration_minutes' | 'check_ins'>;

/**
 * One session's anxiety over time (issue 17): before, the check-ins, after. A small SVG that prints as
 * drawn; the same figures in words are its accessible name and its caption, so nothing depends on
 * seeing the line. The line is there to look back on, not to judge: a curve that stays high or rises
 * is practice too (docs/clinical.md §23).
 */
export function AnxietyCurve({ session, caption = true }: { session: CurveSession; caption?: boolean }) {
  const points = curvePoints(session);
  const lastMinute = Math.max(1, ...points.map((point) => point.minute));
  const x = (minute: number) => LEFT + (minute / lastMinute) * (WIDTH - LEFT - RIGHT);
  const y = (anxiety: number) => TOP + (1 - anxiety / 10) * (HEIGHT - TOP - BOTTOM);
  const words = curveText(points);

  return (
    <figure className="w-full max-w-sm print:break-inside-avoid">
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-label={words} className="h-auto w-full" data-chart="session-curve">
        {[0, 5, 10].map((level) => (
          <g key={level}>
            <line x1={LEFT} x2={WIDTH - RIGHT} y1={y(level)} y2={y(level)} stroke="var(--color-slate-200)" />
            <text x={LEFT - 6} y={y(level) + 4} textAnchor="end" fontSize="11" fill={LABEL}>
              {level}
            </text>
          </g>
        ))}
        <text x={LEFT} y={HEIGHT - 6} fontSize="11" fill={LABEL}>
          0 min
        </text>
        <text x={WIDTH - RIGHT} y={HEIGHT - 6} textAnchor="end" fontSize="11" fill={LABEL}>
          {lastMinute} min
        </text>
        {points.length > 1 && (
          <polyline
            points={points.map((point) => `${x(point.minute)},${y(point.anxiety)}`).join(' ')}
            fill="none"
            stroke={TEAL}
            strokeWidth="2"
          />
        )}
        {points.map((point, index) =>
          point.kind === 'check-in' ? (
            <circle key={index} cx={x(point.minute)} cy={y(point.anxiety)} r="4" fill={TEAL} />
          ) : (
            <circle key={index} cx={x(point.minute)} cy={y(point.anxiety)} r="4" fill="var(--color-white)" stroke={TEAL} strokeWidth="2" />
          ),
        )}
      </svg>
      {caption && (
        <figcaption className="mt-1 text-xs text-slate-600" aria-hidden="true">
          {words} Open circles: before and after; filled: check-ins.
        </figcaption>
      )}
    </figure>
  );
}
