const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** Marketing document date 'DD Mon YYYY' (public-site §9), from an ISO date; no time-zone shifts. */
export function formatDocumentDate(isoDate: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(isoDate);
  if (!match) throw new Error(`Not an ISO date: ${isoDate}`);
  const [, year, month, day] = match;
  return `${day} ${months[Number(month) - 1]} ${year}`;
}

/** Article date YYYY-MM-DD (public-site §9), from an ISO date or date-time, in UTC. */
export function formatArticleDate(iso: string): string {
  const match = /^(\d{4}-\d{2}-\d{2})$/.exec(iso);
  if (match?.[1]) return match[1];
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) throw new Error(`Not an ISO date: ${iso}`);
  return date.toISOString().slice(0, 10);
}
