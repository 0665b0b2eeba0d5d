import { YBOCS_REMISSION_MAX, type YbocsHistoryResponse } from '@ladder/contracts';

/**
 * Where everything of the Y-BOCS chart (ScoreChart.tsx) goes, in pixels of a box `width` wide and
 * CHART_HEIGHT high. Pure, so the placement rules are tested without a browser.
 */

export const CHART_HEIGHT = 256;
/** docs/product.md §44: the y-axis runs 0-40; ticks at the severity band edges (8, 16, 24, 32). */
export const Y_TICKS = [0, 8, 16, 24, 32, 40] as const;

const TOP = 10;
/** Room under the x-axis for the dates. */
const BOTTOM = 30;
/** The y-axis line; its numbers sit to its left. */
const LEFT = 44;
const RIGHT_GAP = 12;
/** The first and last points stay this far inside the axes. */
const INSET = 16;
/** Rough advance of one character of the 12 px sans-serif labels, with some room to spare. */
const CHAR_WIDTH = 6.8;
const LABEL_HEIGHT = 13;
/** Two date labels closer than this would touch. */
const DATE_GAP = 10;

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface ChartPoint {
  x: number;
  y: number;
  date: string;
  score: number;
  /** The baseline of the score written by the point, or null where it has no room (the table has it). */
  labelY: number | null;
}

export interface ReferenceLine {
  level: number;
  label: string;
  dash: string;
  /** Where its label goes: above the line for the higher of the two, below for the lower. */
  box: Box;
}

export interface ChartLayout {
  left: number;
  right: number;
  y: (score: number) => number;
  points: ChartPoint[];
  dateTicks: Array<{ x: number; label: string }>;
  references: ReferenceLine[];
}

const textWidth = (text: string) => text.length * CHAR_WIDTH;

function overlaps(a: Box, b: Box): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

/** Whether the straight line from `from` to `to` crosses the box (sampled: boxes are a few pixels). */
function crosses(from: { x: number; y: number }, to: { x: number; y: number }, box: Box): boolean {
  const steps = 24;
  for (let step = 0; step <= steps; step += 1) {
    const x = from.x + ((to.x - from.x) * step) / steps;
    const y = from.y + ((to.y - from.y) * step) / steps;
    if (x >= box.x && x <= box.x + box.width && y >= box.y && y <= box.y + box.height) return true;
  }
  return false;
}

export function chartLayout(
  history: YbocsHistoryResponse,
  width: number,
  responseLevel: number,
  shortDate: (iso: string) => string,
): ChartLayout {
  const left = LEFT;
  const right = Math.max(width - RIGHT_GAP, left + 2 * INSET + 1);
  const bottom = CHART_HEIGHT - BOTTOM;
  const y = (score: number) => bottom - (Math.min(Math.max(score, 0), 40) / 40) * (bottom - TOP);

  // Dates along a time scale; scores all taken at one moment are spread evenly instead.
  const times = history.map((point) => new Date(point.date).getTime());
  const start = Math.min(...times);
  const span = Math.max(...times) - start;
  const usable = right - left - 2 * INSET;
  const x = (index: number) =>
    left + INSET + (span > 0 ? ((times[index]! - start) / span) * usable : history.length > 1 ? (index / (history.length - 1)) * usable : usable / 2);

  // The higher line's label sits above it and the lower one's below, so close lines stay readable. On
  // the left: the first score sits well clear of the response line there, while the latest may sit on a
  // line at the right.
  const responseOnTop = responseLevel >= YBOCS_REMISSION_MAX;
  const reference = (level: number, label: string, dash: string, above: boolean): ReferenceLine => {
    const lineY = y(level);
    return {
      level,
      label,
      dash,
      box: { x: left + 5, y: above ? lineY - LABEL_HEIGHT - 2 : lineY + 3, width: textWidth(label), height: LABEL_HEIGHT },
    };
  };
  const references = [
    reference(responseLevel, 'Response · self-reported', '6 4', responseOnTop),
    reference(YBOCS_REMISSION_MAX, 'Remission · self-reported', '2 4', !responseOnTop),
  ];

  const points: ChartPoint[] = history.map((point, index) => ({
    x: x(index),
    y: y(point.score),
    date: point.date,
    score: point.score,
    labelY: null,
  }));

  // Each score above its point, else below it, where it touches neither the line, a reference label
  // nor another score; the latest first, as the one most looked for.
  // Crossing a reference line is allowed (the score has a white halo) but the other side is preferred.
  const taken = references.map((line) => line.box);
  const lineBands = references.map((line) => ({ x: left, y: y(line.level) - 1, width: right - left, height: 2 }));
  for (let index = points.length - 1; index >= 0; index -= 1) {
    const point = points[index]!;
    const labelWidth = textWidth(String(point.score)) + 2;
    const neighbours = [points[index - 1], points[index + 1]].filter((other) => other !== undefined);
    const places = [point.y - 9, point.y + 19]
      .map((baseline) => ({
        baseline,
        box: { x: point.x - labelWidth / 2, y: baseline - LABEL_HEIGHT + 3, width: labelWidth, height: LABEL_HEIGHT - 2 },
      }))
      .filter(({ box }) => box.y >= 0 && box.y + box.height <= bottom - 2)
      .filter(({ box }) => !taken.some((other) => overlaps(box, other)))
      .filter(({ box }) => !neighbours.some((other) => crosses(point, other, box)));
    const place = places.find(({ box }) => !lineBands.some((band) => overlaps(box, band))) ?? places[0];
    if (place) {
      point.labelY = place.baseline;
      taken.push(place.box);
    }
  }

  // A date under each point, the first and the last always, others where they fit; one label per day.
  const candidates = points.map((point) => ({ x: point.x, label: shortDate(point.date) }));
  const dateTicks: Array<{ x: number; label: string }> = [];
  const fits = (a: { x: number; label: string }, b: { x: number; label: string }) =>
    Math.abs(a.x - b.x) >= (textWidth(a.label) + textWidth(b.label)) / 2 + DATE_GAP;
  for (const candidate of candidates) {
    const previous = dateTicks.at(-1);
    if (!previous || (candidate.label !== previous.label && fits(previous, candidate))) dateTicks.push(candidate);
  }
  const last = candidates.at(-1)!;
  if (dateTicks.at(-1)!.label !== last.label) {
    // The last date always shows, in place of a nearer one it would touch.
    while (dateTicks.length > 1 && !fits(dateTicks.at(-1)!, last)) dateTicks.pop();
    if (fits(dateTicks.at(-1)!, last)) dateTicks.push(last);
    else dateTicks[dateTicks.length - 1] = last;
  }

  return { left, right, y, points, dateTicks, references };
}
