// "Pagado" and "Saldo" of a Dkbono, on its record and under its payments editor, announced as they
// change.
import { Text, makeStyles, tokens } from '@fluentui/react-components';
import { formatCents } from '../../../../../domain/money-format.ts';
import { formStrings } from '../../strings.ts';

const useStyles = makeStyles({
  sums: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalXXL },
  sum: { display: 'flex', flexDirection: 'column' },
  sumLabel: { color: tokens.colorNeutralForeground2 },
  sumValue: { fontVariantNumeric: 'tabular-nums' },
});

/** One figure: its name above, the amount under it (found by its test id). */
function Sum({ label, cents, testId }: { label: string; cents: number; testId: string }) {
  const styles = useStyles();
  return (
    <div className={styles.sum}>
      <Text size={200} className={styles.sumLabel}>
        {label}
      </Text>
      <Text size={500} weight="semibold" className={styles.sumValue} data-testid={testId}>
        {formatCents(cents)}
      </Text>
    </div>
  );
}

export function PaymentSums({ paidCents, balanceCents }: { paidCents: number; balanceCents: number }) {
  const styles = useStyles();
  return (
    <div className={styles.sums} aria-live="polite">
      <Sum label={formStrings.payments.paid} cents={paidCents} testId="paid" />
      <Sum label={formStrings.payments.balance} cents={balanceCents} testId="balance" />
    </div>
  );
}
