// What the farmer should know before trusting the numbers: cached parameters (and from when) and
// saves waiting for signal, as a warning; then the note about what just happened (a Dkbono's credit
// applied, a saved run opened), styled for its tone: a success reads as a success.
import { formatDate } from '../../../../lib/format.ts';
import { strings } from '../strings.ts';

function dateAndTime(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  const time = `${String(date.getHours()).padStart(2, '0')}:${String(date.getMinutes()).padStart(2, '0')}`;
  return `${formatDate(date)} a las ${time}`;
}

type NoticeTone = 'success' | 'info' | 'warning';
export interface Notice {
  tone: NoticeTone;
  text: string;
}

export function StatusBanner({
  cachedAt,
  pendingCount,
  notice,
}: {
  cachedAt: string | null;
  pendingCount: number;
  notice: Notice | null;
}) {
  const warnings = [
    cachedAt ? strings.cachedParams(dateAndTime(cachedAt)) : null,
    pendingCount > 0 ? strings.save.pending(pendingCount) : null,
  ].filter((note): note is string => note !== null);
  return (
    <>
      {warnings.length > 0 ? (
        <div className="sim-banner" role="status" data-testid="status-banner">
          {warnings.map((note) => (
            <p key={note} className="sim-banner__line">
              {note}
            </p>
          ))}
        </div>
      ) : null}
      {notice ? (
        <p
          className={`sim-banner sim-banner--${notice.tone}`}
          role="status"
          data-testid="notice"
          data-tone={notice.tone}
        >
          {notice.text}
        </p>
      ) : null}
    </>
  );
}
