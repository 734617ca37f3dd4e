// What an account is, read-only: email, role, zone, supervisor, distributor, how it signs in,
// when it was created and the terms it accepted.
import { makeStyles, tokens } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import { ROLE_LABELS } from '../../../../domain/roles.ts';
import { roleHasSupervisor } from '../../../../domain/users.ts';
import type { UserDetail } from '../../../../domain/users-schemas.ts';
import { formatDate } from '../../../lib/format.ts';
import { userStrings } from '../strings.ts';

const text = userStrings.detail;

const useStyles = makeStyles({
  facts: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(150px, 1fr))',
    gap: `${tokens.spacingVerticalM} ${tokens.spacingHorizontalXL}`,
    margin: 0,
  },
  fact: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS, margin: 0, minWidth: 0 },
  term: { color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200 },
  value: { margin: 0, color: tokens.colorNeutralForeground1, overflowWrap: 'anywhere' },
});

function signInMethods(user: Pick<UserDetail, 'hasPassword' | 'hasMicrosoft'>): string {
  const methods = [
    user.hasPassword ? text.signInPassword : null,
    user.hasMicrosoft ? text.signInMicrosoft : null,
  ].filter((method) => method !== null);
  return methods.length > 0 ? methods.join(' · ') : text.signInInvited;
}

function termsOf(user: Pick<UserDetail, 'tosVersion' | 'acceptedTosAt'>): string {
  return user.tosVersion !== null && user.acceptedTosAt !== null
    ? text.termsAccepted(user.tosVersion, formatDate(user.acceptedTosAt))
    : text.termsNotAccepted;
}

function Fact({ term, children }: { term: string; children: ReactNode }) {
  const styles = useStyles();
  return (
    <div className={styles.fact}>
      <dt className={styles.term}>{term}</dt>
      <dd className={styles.value}>{children}</dd>
    </div>
  );
}

export function UserFacts({ user }: { user: UserDetail }) {
  const styles = useStyles();
  return (
    <dl className={styles.facts}>
      <Fact term={text.email}>{user.email}</Fact>
      <Fact term={text.role}>{user.role ? ROLE_LABELS[user.role] : userStrings.noRole}</Fact>
      <Fact term={text.zone}>{user.zoneName ?? userStrings.none}</Fact>
      {user.role && roleHasSupervisor(user.role) ? (
        <>
          <Fact term={text.supervisor}>{user.supervisorName ?? userStrings.none}</Fact>
          <Fact term={text.distributor}>{user.distributorName ?? userStrings.none}</Fact>
        </>
      ) : null}
      <Fact term={text.phone}>{user.phone ?? userStrings.none}</Fact>
      <Fact term={text.signIn}>{signInMethods(user)}</Fact>
      <Fact term={text.createdAt}>{formatDate(user.createdAt)}</Fact>
      {user.role === 'CONSULTANT' ? <Fact term={text.terms}>{termsOf(user)}</Fact> : null}
    </dl>
  );
}
