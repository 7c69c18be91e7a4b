/** Anything with a start and an end as ISO instants (the shown times, after a hall's delay). */
export type Timed = { id: number; start: string; end: string };

/**
 * Which events overlap another one in time: for each event id, the ids it clashes with. Two
 * events clash when one starts before the other ends; one that starts exactly when another
 * ends does not (back-to-back talks are a plan, not a clash). Events of zero length clash with
 * nothing. Sorted by start, so each pair is compared once while the earlier one still runs.
 */
export function findClashes(items: readonly Timed[]): Map<number, number[]> {
  const spans = items
    .map((item) => ({ id: item.id, start: Date.parse(item.start), end: Date.parse(item.end) }))
    .filter((s) => s.end > s.start)
    .sort((a, b) => a.start - b.start || a.id - b.id);
  const clashes = new Map<number, number[]>();
  const add = (a: number, b: number) => clashes.set(a, [...(clashes.get(a) ?? []), b]);
  for (let i = 0; i < spans.length; i++) {
    for (let j = i + 1; j < spans.length && spans[j]!.start < spans[i]!.end; j++) {
      add(spans[i]!.id, spans[j]!.id);
      add(spans[j]!.id, spans[i]!.id);
    }
  }
  return clashes;
}
