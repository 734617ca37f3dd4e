// What the farmer should know before trusting the numbers: cached parameters (and from when),
// saves waiting for signal, the saved run just opened.
import { formatDate } from '../../../../lib/format.ts';
import { strings } from '../strings.ts';

function dateAndTime(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  const time = `${String(date.getHours()).padStart(2, '0')}:${String(date.getMinutes()).padStart(2, '0')}`;
  return `${formatDate(date)} a las ${time}`;
}

export function StatusBanner({
  cachedAt,
  pendingCount,
  opened,
}: {
  cachedAt: string | null;
  pendingCount: number;
  opened: string | null;
}) {
  const notes = [
    cachedAt ? strings.cachedParams(dateAndTime(cachedAt)) : null,
    pendingCount > 0 ? strings.save.pending(pendingCount) : null,
    opened,
  ].filter((note): note is string => note !== null);
  if (notes.length === 0) return null;
  return (
    <div className="sim-banner" role="status" data-testid="status-banner">
      {notes.map((note) => (
        <p key={note} className="sim-banner__line">
          {note}
        </p>
      ))}
    </div>
  );
}
