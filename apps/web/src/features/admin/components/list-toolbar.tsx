import type { ReactNode } from 'react';
import type { AdminUrl } from '../use-admin-url';
import { SearchBox } from './search-box';

/**
 * A list's search box, kept in the URL's `q`, with the list's other controls (a filter, a busy
 * spinner) beside it on wide screens and under it on phones.
 */
export function ListToolbar({
  url,
  label,
  placeholder,
  maxLength,
  children,
}: {
  url: Pick<AdminUrl, 'q' | 'search'>;
  /** Read by screen readers: what is searched. */
  label: string;
  placeholder: string;
  maxLength: number;
  children?: ReactNode;
}) {
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
      <SearchBox
        value={url.q}
        onSearch={url.search}
        label={label}
        placeholder={placeholder}
        maxLength={maxLength}
      />
      {children}
    </div>
  );
}
