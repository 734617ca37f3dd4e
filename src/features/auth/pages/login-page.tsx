// LoginPage at '/' and '/login/:role?' (docs/requirements.md §2): staff sign in with e-mail and password or
// Microsoft; '/login/farmer' asks for the client key. '?objective=' is honoured afterwards.
import { makeStyles, tokens } from '@fluentui/react-components';
import { useLocation, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import type { UserDetails } from '../../../../domain/auth.ts';
import { ROUTES } from '../../../../domain/app-routes.ts';
import { PublicLayout } from '../../../lib/ui/public-layout.tsx';
import { RouterLink } from '../../../lib/ui/router-link.tsx';
import { FarmerLoginForm } from '../components/farmer-login-form.tsx';
import { StaffLoginForm } from '../components/staff-login-form.tsx';
import { destinationAfterSignIn, effectiveRole } from '../objective.ts';
import { strings } from '../strings.ts';

const useStyles = makeStyles({
  links: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    gap: tokens.spacingVerticalS,
    paddingTop: tokens.spacingVerticalS,
    borderTop: `1px solid ${tokens.colorNeutralStroke2}`,
  },
});

export default function LoginPage() {
  const styles = useStyles();
  const { role } = useParams();
  const [searchParams] = useSearchParams();
  const { search } = useLocation();
  const navigate = useNavigate();
  const isFarmer = role?.toLowerCase() === 'farmer';
  const objective = searchParams.get('objective');

  const onSignedIn = (details: UserDetails) => {
    navigate(destinationAfterSignIn(effectiveRole(details), objective), { replace: true });
  };

  if (isFarmer) {
    return (
      <PublicLayout title={strings.farmer.title} subtitle={strings.farmer.subtitle}>
        <FarmerLoginForm onSignedIn={onSignedIn} />
        <nav className={styles.links} aria-label="Otras opciones">
          <RouterLink to={`/login${search}`}>{strings.farmer.backToStaff}</RouterLink>
        </nav>
      </PublicLayout>
    );
  }

  return (
    <PublicLayout title={strings.login.title} subtitle={strings.login.subtitle}>
      <StaffLoginForm
        onSignedIn={onSignedIn}
        onMicrosoftSignedIn={() => navigate(`${ROUTES.redirect.path}${search}`, { replace: true })}
      />
      <nav className={styles.links} aria-label="Otras opciones">
        <RouterLink to={ROUTES.restorePassword.path}>{strings.login.forgotPassword}</RouterLink>
        <RouterLink to={`/login/farmer${search}`}>{strings.login.iAmFarmer}</RouterLink>
        <RouterLink to={ROUTES.customerRegistration.path}>{strings.login.register}</RouterLink>
      </nav>
    </PublicLayout>
  );
}
