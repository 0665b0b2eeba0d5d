import { describe, expect, it } from 'vitest';
import { CHART_HEIGHT, chartLayout, type Box } from './score-chart-layout';

const day = (n: number) => new Date(Date.UTC(2026, 0, n, 10)).toISOString();
const shortDate = (iso: string) => `Jan ${new Date(iso).getUTCDate()}`;
const history = (...scores: Array<[number, number]>) => scores.map(([n, score]) => ({ date: day(n), score }));

function overlaps(a: Box, b: Box): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

describe('the Y-BOCS chart layout', () => {
  it('runs the y-axis from 0 at the bottom to 40 at the top (docs/product.md §44)', () => {
    const layout = chartLayout(history([1, 20], [15, 10]), 600, 13, shortDate);
    expect(layout.y(0)).toBeGreaterThan(layout.y(40));
    expect(layout.y(20)).toBeCloseTo((layout.y(0) + layout.y(40)) / 2);
    expect(layout.y(0)).toBeLessThan(CHART_HEIGHT - 20);
    expect(layout.y(40)).toBeGreaterThan(0);
  });

  it('places the dates on a time scale, the first and last inside the axes', () => {
    const layout = chartLayout(history([1, 24], [3, 20], [31, 12]), 600, 15.6, shortDate);
    const [first, second, last] = layout.points.map((point) => point.x);
    expect(first).toBeGreaterThan(layout.left);
    expect(last).toBeLessThan(layout.right);
    // Two days of thirty.
    expect((second! - first!) / (last! - first!)).toBeCloseTo(2 / 30);
    expect(layout.points.map((point) => point.y)).toEqual([layout.y(24), layout.y(20), layout.y(12)]);
  });

  it('spreads scores taken at one moment evenly', () => {
    const layout = chartLayout(history([1, 24], [1, 20], [1, 12]), 600, 15.6, shortDate);
    const [a, b, c] = layout.points.map((point) => point.x);
    expect(b! - a!).toBeCloseTo(c! - b!);
    expect(c).toBeGreaterThan(a!);
    // One day, one date.
    expect(layout.dateTicks.map((tick) => tick.label)).toEqual(['Jan 1']);
  });

  it('keeps the first and last dates and drops those that would touch', () => {
    const many = history([1, 30], [2, 28], [3, 26], [4, 24], [5, 22], [20, 15], [30, 10]);
    const narrow = chartLayout(many, 320, 19.5, shortDate).dateTicks;
    expect(narrow[0]!.label).toBe('Jan 1');
    expect(narrow.at(-1)!.label).toBe('Jan 30');
    for (let i = 1; i < narrow.length; i += 1) expect(narrow[i]!.x - narrow[i - 1]!.x).toBeGreaterThan(40);
    const wide = chartLayout(history([1, 30], [15, 20], [30, 10]), 800, 19.5, shortDate).dateTicks;
    expect(wide.map((tick) => tick.label)).toEqual(['Jan 1', 'Jan 15', 'Jan 30']);
  });

  it('puts the higher reference label above its line and the lower one below', () => {
    const high = chartLayout(history([1, 30], [15, 20]), 600, 19.5, shortDate);
    const [response, remission] = high.references;
    expect(response!.label).toBe('Response · self-reported');
    expect(remission!.label).toBe('Remission · self-reported');
    expect(response!.box.y + response!.box.height).toBeLessThanOrEqual(high.y(19.5));
    expect(remission!.box.y).toBeGreaterThanOrEqual(high.y(12));

    // A first score of 16: the response line (10.4) is under the remission line (12).
    const low = chartLayout(history([1, 16], [15, 10]), 600, 10.4, shortDate);
    expect(low.references[0]!.box.y).toBeGreaterThanOrEqual(low.y(10.4));
    expect(low.references[1]!.box.y + low.references[1]!.box.height).toBeLessThanOrEqual(low.y(12));
  });

  it('writes each score by its point where it fits, never over another label', () => {
    const layout = chartLayout(history([1, 27], [29, 24], [57, 22], [85, 17], [127, 14], [155, 10]), 680, 17.6, shortDate);
    const labelled = layout.points.filter((point) => point.labelY !== null);
    expect(labelled.length).toBe(6);
    const boxes = [
      ...layout.references.map((line) => line.box),
      ...labelled.map((point) => ({ x: point.x - 8, y: point.labelY! - 10, width: 16, height: 11 })),
    ];
    for (let i = 0; i < boxes.length; i += 1) {
      for (let j = i + 1; j < boxes.length; j += 1) expect(overlaps(boxes[i]!, boxes[j]!)).toBe(false);
    }
    // A score of 40 has no room above its point: it goes under it.
    const top = chartLayout(history([1, 40], [15, 30]), 600, 26, shortDate).points[0]!;
    expect(top.labelY).toBeGreaterThan(top.y);
  });

  it('leaves out scores there is no room for (the table lists them all)', () => {
    const crowded = history(...Array.from({ length: 40 }, (_, i) => [i + 1, 30 - (i % 5)] as [number, number]));
    const layout = chartLayout(crowded, 320, 19.5, shortDate);
    const labelled = layout.points.filter((point) => point.labelY !== null);
    expect(labelled.length).toBeGreaterThan(0);
    expect(labelled.length).toBeLessThan(40);
    // The latest score is the one most looked for.
    expect(layout.points.at(-1)!.labelY).not.toBeNull();
  });
});
