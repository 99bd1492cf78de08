export const SITE_NAME = 'Verdant Invest';

export interface PageMetaData {
  title: string;
  description: string;
}

/** Full document title: "Page · Verdant Invest", or the site name alone for the home page. */
export function documentTitle(title: string): string {
  return title === SITE_NAME ? title : `${title} · ${SITE_NAME}`;
}

/**
 * The <title> and meta description of a page. React 19 hoists both into <head> (and swaps them on
 * navigation); the prerender moves them into the static page's <head>, where hydration adopts them.
 */
export function PageMeta({ title, description }: PageMetaData) {
  return (
    <>
      <title>{documentTitle(title)}</title>
      <meta name="description" content={description} />
    </>
  );
}
