/** Setting.patrons_order: comma-separated patron ids in display order ("3,1,2"); '' shows none. */

/** The ids of an order as stored, skipping anything that is not an id. */
export function patronIdsOf(order: string): number[] {
  return order
    .split(',')
    .map((part) => part.trim())
    .filter((part) => /^\d+$/.test(part))
    .map(Number);
}

export const formatPatronsOrder = (ids: readonly number[]) => ids.join(',');

/** The order without one patron (after it was deleted). */
export const withoutPatron = (order: string, patronId: number) =>
  formatPatronsOrder(patronIdsOf(order).filter((id) => id !== patronId));
