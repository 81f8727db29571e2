// Shows a read's three states the one way: Loading while nothing is read, the recoverable failure
// with Try again when the read failed, and otherwise what the screen draws with the data.
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadFailure } from './load-failure';

type Props<Data> = {
  query: UseQueryResult<Data>;
  children: (data: Data) => ReactNode;
  /** The failure's words, for a screen the event's texts give its own (the practice quiz). */
  failure?: string;
};

/**
 * Data already read stays on screen when reading it again fails (a refresh in the background): it
 * is still the best there is, and the next read may well succeed.
 */
export function QueryBoundary<Data>({ query, children, failure }: Props<Data>) {
  const { t } = useTranslation();
  if (query.data !== undefined) return children(query.data);
  if (query.isError) return <LoadFailure message={failure} onRetry={() => void query.refetch()} />;
  return <p role="status">{t('common.loading')}</p>;
}
