// LoginPage at '/' and '/login/:role?' (docs/requirements.md §2): staff sign in with e-mail and
// password or Microsoft; '/login/farmer' asks for the client key. '?objective=' is honoured
// afterwards.
import { makeStyles, MessageBar, MessageBarBody, tokens } from '@fluentui/react-components';
import { useEffect, useState } from 'react';
import { useLocation, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import type { UserDetails } from '../../../../domain/auth.ts';
import { ROUTES } from '../../../../domain/app-routes.ts';
import { simulatorAddressFor } from '../../../../domain/farmer-pages.ts';
import { SIMULATOR_VOUCHER_PARAM } from '../../../../domain/voucher-links.ts';
import {
  clearSessionEndedNotice,
  hasSessionEndedNotice,
  SESSION_INVALID_MESSAGE,
} from '../../../lib/session-end.ts';
import { PublicLayout } from '../../../lib/ui/public-layout.tsx';
import { RouterLink } from '../../../lib/ui/router-link.tsx';
import { getVoucherLinkFolio } from '../api/get-voucher-link-folio.ts';
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

/** The Dkbono code of a farmer sign-in whose objective is a Dkbono's simulator, or null. */
function voucherCodeOfObjective(objective: string | null): string | null {
  if (!objective) return null;
  const address = simulatorAddressFor('/farmer', `?objective=${encodeURIComponent(objective)}`);
  return new URLSearchParams(address.split('?')[1] ?? '').get(SIMULATOR_VOUCHER_PARAM);
}

/** Which Dkbono the farmer came for, named before the key is typed; null until known. */
function useVoucherFolio(code: string | null): string | null {
  const [folio, setFolio] = useState<{ code: string; folio: string } | null>(null);
  useEffect(() => {
    if (!code) return;
    let isCurrent = true;
    // Unknown code or no signal: the generic form stays, which is all it can say anyway.
    getVoucherLinkFolio(code).then(
      (found) => isCurrent && setFolio({ code, folio: found }),
      () => undefined,
    );
    return () => {
      isCurrent = false;
    };
  }, [code]);
  return folio && folio.code === code ? folio.folio : null;
}

/** Whether this page opened because a session ended: said once, on this visit only. */
function useSessionEndedNotice(): boolean {
  const [hasNotice] = useState(hasSessionEndedNotice);
  useEffect(() => {
    if (hasNotice) clearSessionEndedNotice();
  }, [hasNotice]);
  return hasNotice;
}

export default function LoginPage() {
  const styles = useStyles();
  const { role } = useParams();
  const [searchParams] = useSearchParams();
  const { search } = useLocation();
  const navigate = useNavigate();
  const isFarmer = role?.toLowerCase() === 'farmer';
  const objective = searchParams.get('objective');
  const voucherFolio = useVoucherFolio(isFarmer ? voucherCodeOfObjective(objective) : null);
  const sessionEnded = useSessionEndedNotice();

  const onSignedIn = (details: UserDetails) => {
    navigate(destinationAfterSignIn(effectiveRole(details), objective), { replace: true });
  };

  if (isFarmer) {
    return (
      <PublicLayout
        title={strings.farmer.title}
        subtitle={voucherFolio ? strings.farmer.forVoucher(voucherFolio) : strings.farmer.subtitle}
      >
        <FarmerLoginForm onSignedIn={onSignedIn} />
        <nav className={styles.links} aria-label="Otras opciones">
          <RouterLink to={`/login${search}`}>{strings.farmer.backToStaff}</RouterLink>
        </nav>
      </PublicLayout>
    );
  }

  return (
    <PublicLayout title={strings.login.title} subtitle={strings.login.subtitle}>
      {sessionEnded ? (
        <MessageBar intent="error" layout="multiline">
          <MessageBarBody>{SESSION_INVALID_MESSAGE}</MessageBarBody>
        </MessageBar>
      ) : null}
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
