// "Mi perfil" (docs/requirements.md §2: what a Consultant sees at /dashboard/users, and what anyone sees opening its
// own account): the account's facts, the accepted terms, one's names and phone, and the password.
import { useQuery } from '@tanstack/react-query';
import { makeStyles, tokens } from '@fluentui/react-components';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import type { UserDetail } from '../../../../domain/users-schemas.ts';
import { userDetailsAtom } from '../../../lib/session.ts';
import { FormSection } from '../../../lib/ui/form-layout.tsx';
import { LoadFailed, PageLoading } from '../../../lib/ui/load-state.tsx';
import { userStrings } from '../strings.ts';
import { ChangePasswordSection } from './change-password-form.tsx';
import { OwnProfileForm } from './own-profile-form.tsx';
import { queryState } from '../../../lib/query-state.ts';
import { userQueries } from '../queries.ts';
import { UserFacts } from './user-facts.tsx';

const useStyles = makeStyles({
  page: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, maxWidth: '1100px' },
});

export function OwnProfile() {
  const me = useAtomValue(userDetailsAtom);
  const myId = me?.id ?? 0;
  const load = queryState(useQuery(userQueries.detail(myId)));
  if (load.status === 'loading') return <PageLoading />;
  if (load.status === 'failed') return <LoadFailed error={load.error} onRetry={load.retry} />;
  return <OwnProfileView user={load.data} />;
}

export function OwnProfileView({ user: loaded }: { user: UserDetail }) {
  const styles = useStyles();
  const [user, setUser] = useState(loaded);
  return (
    <div className={styles.page}>
      <FormSection title={userStrings.profile.account}>
        <UserFacts user={user} />
      </FormSection>
      <OwnProfileForm user={user} onSaved={setUser} />
      <ChangePasswordSection hasPassword={user.hasPassword} />
    </div>
  );
}
