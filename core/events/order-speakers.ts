/** Speakers in the order of speakers_order ("3,1,2"); speakers not listed follow, by id. */
export function orderSpeakers<T extends { id: number }>(speakers: T[], speakersOrder: string): T[] {
  const rank = new Map<number, number>();
  speakersOrder.split(',').forEach((part, i) => {
    const id = Number(part.trim());
    if (Number.isInteger(id) && part.trim() !== '' && !rank.has(id)) rank.set(id, i);
  });
  const key = (s: T) => rank.get(s.id) ?? Number.MAX_SAFE_INTEGER;
  return [...speakers].sort((a, b) => key(a) - key(b) || a.id - b.id);
}
