// "Fusionar con un cliente" on a pending self-registration (Admin, Coordinator): the farmer turns
// out to be a customer already recorded. The dialog lists the recorded customers in reach with the
// same RFC, phone or name; the chosen one keeps its data and gains what it lacked, and the
// registration is deleted. The server checks both are in the caller's scope.
import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  DialogTrigger,
  Radio,
  RadioGroup,
  Spinner,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { PeopleSwap20Regular } from '@fluentui/react-icons';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { customerLabel, type CustomerDetail, type CustomerListItem } from '../../../../domain/customers.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { showToast } from '../../../lib/toast.tsx';
import { FormError } from '../../../lib/ui/form-error.tsx';
import { queryState } from '../../../lib/query-state.ts';
import { mergeRegistration } from '../api/merge-registration.ts';
import { customerQueries, customersChanged } from '../queries.ts';
import { customerStrings } from '../strings.ts';

const text = customerStrings.merge;

const useStyles = makeStyles({
  content: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, '& p': { margin: 0 } },
  facts: { color: tokens.colorNeutralForeground2, fontSize: tokens.fontSizeBase200 },
  option: { display: 'flex', flexDirection: 'column' },
});

export interface MergeRegistrationDialogProps {
  registration: { id: number; firstName: string; lastName: string };
  onMerged: (customer: CustomerDetail) => void;
}

function matchFacts(match: CustomerListItem): string {
  return [match.taxId, match.phone, match.municipalityName ?? match.stateName, match.consultantName]
    .filter(Boolean)
    .join(' · ');
}

function MergeForm({ registration, onMerged }: MergeRegistrationDialogProps) {
  const styles = useStyles();
  const matches = queryState(useQuery(customerQueries.matches(registration.id)));
  const [intoId, setIntoId] = useState('');
  const [isBusy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const merge = async () => {
    setBusy(true);
    setFailure(null);
    try {
      const merged = await mergeRegistration(registration.id, { intoId: Number(intoId) });
      await customersChanged();
      showToast({ severity: 'success', summary: text.done(customerLabel(merged)) });
      onMerged(merged);
    } catch (error) {
      setFailure(errorMessage(error));
      setBusy(false);
    }
  };

  return (
    <DialogBody>
      <DialogTitle>{text.title(customerLabel(registration))}</DialogTitle>
      <DialogContent className={styles.content}>
        <p>{text.body}</p>
        <FormError title={text.failed} message={failure} />
        {matches.status === 'loading' ? <Spinner size="small" label={text.loading} /> : null}
        {matches.status === 'failed' ? (
          <FormError title={text.failed} message={errorMessage(matches.error)} />
        ) : null}
        {matches.status === 'ready' && matches.data.length === 0 ? <p>{text.none}</p> : null}
        {matches.status === 'ready' && matches.data.length > 0 ? (
          <RadioGroup aria-label={text.choose} value={intoId} onChange={(_, data) => setIntoId(data.value)}>
            {matches.data.map((match) => (
              <Radio
                key={match.id}
                value={String(match.id)}
                label={
                  <span className={styles.option}>
                    <span>{customerLabel(match)}</span>
                    <span className={styles.facts}>{matchFacts(match)}</span>
                  </span>
                }
              />
            ))}
          </RadioGroup>
        ) : null}
      </DialogContent>
      <DialogActions>
        <Button appearance="primary" disabled={intoId === '' || isBusy} onClick={() => void merge()}>
          {isBusy ? <Spinner size="tiny" aria-label={text.submitting} /> : text.submit}
        </Button>
        <DialogTrigger disableButtonEnhancement>
          <Button disabled={isBusy}>{text.cancel}</Button>
        </DialogTrigger>
      </DialogActions>
    </DialogBody>
  );
}

export function MergeRegistrationDialog(props: MergeRegistrationDialogProps) {
  const [isOpen, setOpen] = useState(false);
  return (
    <Dialog open={isOpen} onOpenChange={(_, data) => setOpen(data.open)}>
      <DialogTrigger disableButtonEnhancement>
        <Button icon={<PeopleSwap20Regular />}>{text.open}</Button>
      </DialogTrigger>
      <DialogSurface>
        {/* Mounted only while open, so each opening asks the server again. */}
        {isOpen ? (
          <MergeForm
            {...props}
            onMerged={(merged) => {
              setOpen(false);
              props.onMerged(merged);
            }}
          />
        ) : null}
      </DialogSurface>
    </Dialog>
  );
}
