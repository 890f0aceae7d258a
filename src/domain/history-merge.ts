// History lists extend by appending; when the first new group has the same year and month as the
// last existing group, their records merge (sender-flows §4 History).

export interface MonthGroup<T> {
  year: number;
  monthValue: number;
  records: T[];
}

export function appendHistory<T>(existing: readonly MonthGroup<T>[], next: readonly MonthGroup<T>[]): MonthGroup<T>[] {
  if (existing.length === 0) return next.map((g) => ({ ...g, records: [...g.records] }));
  const merged = existing.map((g) => ({ ...g, records: [...g.records] }));
  const [first, ...rest] = next;
  if (!first) return merged;
  const last = merged.at(-1)!;
  if (last.year === first.year && last.monthValue === first.monthValue) last.records.push(...first.records);
  else merged.push({ ...first, records: [...first.records] });
  return [...merged, ...rest.map((g) => ({ ...g, records: [...g.records] }))];
}

/** A payment's status changed (a message with a paymentId): the history entry takes it. */
export function updatePaymentStatus<T extends { paymentId: number; status: number }>(groups: readonly MonthGroup<T>[], paymentId: number, status: number): MonthGroup<T>[] {
  return groups.map((g) => ({ ...g, records: g.records.map((r) => (r.paymentId === paymentId ? { ...r, status } : r)) }));
}
