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

export function PaymentSums({ paidCents, balanceCents }: { paidCents: number; balanceCents: number }) {
  const styles = useStyles();
  return (
    <div className={styles.sums} aria-live="polite">
      <div className={styles.sum}>
        <Text size={200} className={styles.sumLabel}>
          {formStrings.payments.paid}
        </Text>
        <Text size={500} weight="semibold" className={styles.sumValue} data-testid="paid">
          {formatCents(paidCents)}
        </Text>
      </div>
      <div className={styles.sum}>
        <Text size={200} className={styles.sumLabel}>
          {formStrings.payments.balance}
        </Text>
        <Text size={500} weight="semibold" className={styles.sumValue} data-testid="balance">
          {formatCents(balanceCents)}
        </Text>
      </div>
    </div>
  );
}
