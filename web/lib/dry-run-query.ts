// How an organiser's change is asked as a dry run: the server answers what it would do and
// changes nothing.
export const dryRunQuery = (dryRun: boolean) => (dryRun ? '?dryRun=1' : '');
