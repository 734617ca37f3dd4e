// AcceptTerms ('/accept-terms'): a Consultant must accept the current terms before anything else
// (docs/requirements.md §2 rule 6, §6). Shows the text and its version; accepting opens the role's home page.
import { Button, Checkbox, Spinner, makeStyles, tokens } from '@fluentui/react-components';
import { useAtomValue } from 'jotai';
import { useCallback, useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { Terms } from '../../../../domain/auth.ts';
import { ROUTES, homePathFor } from '../../../../domain/app-routes.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { formatDate } from '../../../lib/format.ts';
import { currentRoleAtom } from '../../../lib/session.ts';
import { FormError } from '../../../lib/ui/form-error.tsx';
import { PublicFootLink, PublicLayout } from '../../../lib/ui/public-layout.tsx';
import { acceptTerms } from '../api/accept-terms.ts';
import { getTerms } from '../api/get-terms.ts';
import { strings } from '../strings.ts';

const useStyles = makeStyles({
  version: { color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200 },
  panel: {
    maxHeight: '45vh',
    overflowY: 'auto',
    whiteSpace: 'pre-wrap',
    padding: tokens.spacingHorizontalM,
    backgroundColor: tokens.colorNeutralBackground2,
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
    fontSize: tokens.fontSizeBase300,
    lineHeight: tokens.lineHeightBase400,
  },
  actions: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
});

type TermsState =
  { status: 'loading' } | { status: 'failed'; message: string } | { status: 'ready'; terms: Terms };

export default function AcceptTerms() {
  const styles = useStyles();
  const navigate = useNavigate();
  const role = useAtomValue(currentRoleAtom);
  const [state, setState] = useState<TermsState>({ status: 'loading' });
  const [isChecked, setChecked] = useState(false);
  const [isSubmitting, setSubmitting] = useState(false);
  const [submitError, setSubmitError] = useState<string | null>(null);

  const load = useCallback(() => {
    getTerms()
      .then((terms) => setState({ status: 'ready', terms }))
      .catch((error: unknown) => setState({ status: 'failed', message: errorMessage(error) }));
  }, []);

  useEffect(load, [load]);

  const retry = () => {
    setState({ status: 'loading' });
    load();
  };

  const accept = async () => {
    setSubmitting(true);
    setSubmitError(null);
    try {
      await acceptTerms();
      navigate((role && homePathFor(role)) ?? ROUTES.simulator.path, { replace: true });
    } catch (error) {
      setSubmitError(errorMessage(error));
      setSubmitting(false);
    }
  };

  return (
    <PublicLayout title={strings.terms.title} subtitle={strings.terms.subtitle} wide>
      {state.status === 'loading' ? <Spinner label={strings.terms.loading} /> : null}
      {state.status === 'failed' ? (
        <>
          <FormError message={state.message} />
          <Button onClick={retry}>{strings.terms.retry}</Button>
        </>
      ) : null}
      {state.status === 'ready' ? (
        <>
          <span className={styles.version}>
            {strings.terms.version(state.terms.version, formatDate(state.terms.publishedAt))}
          </span>
          <div className={styles.panel} tabIndex={0} role="document" aria-label={strings.terms.title}>
            {state.terms.text}
          </div>
          <div className={styles.actions}>
            <FormError message={submitError} />
            <Checkbox
              label={strings.terms.checkbox}
              checked={isChecked}
              onChange={(_, data) => setChecked(data.checked === true)}
            />
            <Button
              appearance="primary"
              size="large"
              disabled={!isChecked || isSubmitting}
              icon={isSubmitting ? <Spinner size="tiny" aria-label={strings.terms.submitting} /> : undefined}
              onClick={() => void accept()}
            >
              {strings.terms.submit}
            </Button>
          </div>
        </>
      ) : null}
      <PublicFootLink to={ROUTES.logout.path}>{strings.terms.logout}</PublicFootLink>
    </PublicLayout>
  );
}
