// Live checklist of the password rules (domain/password.ts) under the new-password field, so the
// user sees what is missing before sending the form.
import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { CheckmarkCircle16Filled, Circle16Regular } from '@fluentui/react-icons';
import { PASSWORD_MIN, isCommonPassword } from '../../../../domain/password.ts';
import { strings } from '../strings.ts';
import { visuallyHidden } from '../../../lib/ui/visually-hidden.ts';

const useStyles = makeStyles({
  box: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXS,
    fontSize: tokens.fontSizeBase200,
  },
  title: { color: tokens.colorNeutralForeground2 },
  list: { listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: '2px' },
  rule: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalXS,
    color: tokens.colorNeutralForeground3,
  },
  met: { color: tokens.colorPaletteGreenForeground1 },
  // Read by screen readers, not shown: the icon already tells sighted users.
  srOnly: visuallyHidden,
});

export function PasswordRules({ password }: { password: string }) {
  const styles = useStyles();
  const rules = [
    { label: strings.newPassword.ruleLength(PASSWORD_MIN), isMet: password.length >= PASSWORD_MIN },
    { label: strings.newPassword.ruleCommon, isMet: password.length > 0 && !isCommonPassword(password) },
  ];
  return (
    <div className={styles.box}>
      <span className={styles.title}>{strings.newPassword.rulesTitle}</span>
      <ul className={styles.list}>
        {rules.map((rule) => (
          <li key={rule.label} className={mergeClasses(styles.rule, rule.isMet && styles.met)}>
            {rule.isMet ? <CheckmarkCircle16Filled aria-hidden /> : <Circle16Regular aria-hidden />}
            <span>
              {rule.label}
              <span className={styles.srOnly}>
                {` (${rule.isMet ? strings.newPassword.ruleMet : strings.newPassword.ruleNotMet})`}
              </span>
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
