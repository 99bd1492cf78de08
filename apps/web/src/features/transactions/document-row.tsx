import { Button } from '../../components/ui/button';

/**
 * One statement in a list: its name, a line about it, and PDF and CSV buttons whose accessible names
 * say which statement each downloads.
 */
export function DocumentRow({
  title,
  detail,
  label,
  onDownload,
}: {
  title: string;
  detail?: string;
  /** "March 2026 statement", "2025 tax statement". */
  label: string;
  onDownload: (format: 'pdf' | 'csv') => void;
}) {
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 py-3">
      <div>
        <p className="font-medium text-slate-900">{title}</p>
        {detail && <p className="text-xs text-slate-600">{detail}</p>}
      </div>
      <div className="flex gap-2">
        {(['pdf', 'csv'] as const).map((format) => (
          <Button
            key={format}
            size="sm"
            variant="outline"
            aria-label={`Download ${label} as ${format.toUpperCase()}`}
            onClick={() => onDownload(format)}
          >
            {format.toUpperCase()}
          </Button>
        ))}
      </div>
    </li>
  );
}
