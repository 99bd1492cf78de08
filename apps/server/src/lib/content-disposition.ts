/**
 * A Content-Disposition header for a file name that may hold any character (RFC 6266): `filename`
 * with a plain-ASCII stand-in for older clients, `filename*` with the name as written, UTF-8 and
 * percent-encoded (RFC 8187). A quote or backslash never reaches the quoted form.
 */
export function contentDisposition(fileName: string, kind: 'inline' | 'attachment' = 'inline'): string {
  const ascii = fileName
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\x20-\x7e]|["\\]/g, '_');
  const encoded = encodeURIComponent(fileName).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}
