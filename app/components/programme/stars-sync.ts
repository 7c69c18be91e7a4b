/**
 * A signed-in visitor's stars on the server (decision 038): one star put or taken, and the
 * browser's stars merged into the account. Loaded by stars.tsx when a star is pressed or there
 * are stars to merge, not with every page (decision 181).
 */
const api = (path: string, method: string, body?: unknown) =>
  fetch(`/api/users/me/stars${path}`, {
    method,
    credentials: 'same-origin',
    headers: body === undefined ? {} : { 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });

/** Stars (`on`) or unstars an event; throws when it was not saved. */
export async function saveStar(id: number, on: boolean): Promise<void> {
  const res = await api(`/${id}`, on ? 'PUT' : 'DELETE');
  if (!res.ok) throw new Error(String(res.status));
}

/** Adds the browser's stars to the account; the account's stars after, or null when refused. */
export async function mergeStars(ids: Iterable<number>): Promise<number[] | null> {
  const res = await api('', 'POST', { events: [...ids] });
  if (!res.ok) return null;
  return ((await res.json()) as { events: number[] }).events;
}
