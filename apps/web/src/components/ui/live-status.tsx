/**
 * A polite live region: what a filter, "Load more" or a range switch just changed, said to screen
 * readers in words (sighted users see the list change). Kept on the page so the change is announced.
 */
export function LiveStatus({ children }: { children: string }) {
  return (
    <p className="sr-only" role="status" aria-live="polite">
      {children}
    </p>
  );
}
