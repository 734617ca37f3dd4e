// A phone number a consultant can tap to call (tel:). It reads as a phone, not as the record's
// name link beside it (a handset icon, the neutral text colour), and in the groups a
// Mexican number is read aloud in: "469 045 7869", "+52 469 045 7869".
import { Link, makeStyles, tokens } from '@fluentui/react-components';
import { Call16Regular } from '@fluentui/react-icons';

const useStyles = makeStyles({
  link: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalXS,
    whiteSpace: 'nowrap',
    fontVariantNumeric: 'tabular-nums',
    color: tokens.colorNeutralForeground1,
  },
  icon: { flexShrink: 0, color: tokens.colorNeutralForeground2 },
});

function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

/** A ten-digit Mexican number in its groups (area code, then 3 and 4); any other number as written. */
export function groupedPhone(phone: string): string {
  const written = phone.trim();
  const digits = written.replace(/\D/g, '');
  // Another country's code: its own groups, as written.
  if (written.startsWith('+') && !digits.startsWith('52')) return written;
  const local = digits.length === 12 && digits.startsWith('52') ? digits.slice(2) : digits;
  if (local.length !== 10) return written;
  const groups = `${local.slice(0, 3)} ${local.slice(3, 6)} ${local.slice(6)}`;
  return local === digits ? groups : `+52 ${groups}`;
}

export function PhoneLink({ phone, className }: { phone: string; className?: string }) {
  const styles = useStyles();
  return (
    <Link href={telHref(phone)} className={className ? `${styles.link} ${className}` : styles.link}>
      <Call16Regular className={styles.icon} aria-hidden />
      {groupedPhone(phone)}
    </Link>
  );
}
