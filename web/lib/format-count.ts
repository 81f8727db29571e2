// How the admin area writes a count: with the Indian grouping (1,00,000), on every screen alike.
const grouping = new Intl.NumberFormat('en-IN');

export const formatCount = (count: number) => grouping.format(count);

/** Each count written as formatCount writes it, by its name: a text's placeholders. */
export function formatCounts<Name extends string>(counts: Record<Name, number>) {
  const written = {} as Record<Name, string>;
  for (const name of Object.keys(counts) as Name[]) written[name] = formatCount(counts[name]);
  return written;
}
