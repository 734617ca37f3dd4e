// Writing a message (new or edited): title, text, the staff roles it is for, and the days it is shown.
// Checked with the API's own schema (domain/messages.ts) before it is sent. An edit sends the version
// it opened with: if someone else saved the message meanwhile, nothing is saved and the dialog starts
// over from the current message, saying why.
import {
  Button,
  Checkbox,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Field,
  Input,
  Label,
  Text,
  Textarea,
  makeStyles,
  tokens,
  useId,
} from '@fluentui/react-components';
import {
  MESSAGE_BODY_MAX,
  MESSAGE_TITLE_MAX,
  messageFormSchema,
  type Message,
} from '../../../../domain/messages.ts';
import { ROLE_LABELS, STAFF_ROLES } from '../../../../domain/roles.ts';
import { FormDayRange } from '../../../lib/ui/form-day-range.tsx';
import {
  StaleRecordNotice,
  useStaleDialogRecord,
  type StaleRecordReload,
} from '../../../lib/forms/stale-record.tsx';
import { useSchemaForm } from '../../../lib/forms/use-schema-form.ts';
import { localDay } from '../../../../domain/days.ts';
import { showToast } from '../../../lib/toast.tsx';
import { FormError } from '../../../lib/ui/form-error.tsx';
import { SubmitButton } from '../../../lib/ui/submit-button.tsx';
import { createMessage } from '../api/create-message.ts';
import { getMessage } from '../api/get-message.ts';
import { updateMessage } from '../api/update-message.ts';
import { messagesChanged } from '../queries.ts';
import { messageStrings } from '../strings.ts';

const text = messageStrings.form;
const DEFAULT_DAYS_SHOWN = 7;

const useStyles = makeStyles({
  surface: { maxWidth: '640px', width: 'calc(100vw - 32px)' },
  content: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  group: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS },
  roles: { display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(150px, 1fr))' },
  error: { color: tokens.colorPaletteRedForeground1 },
  dates: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fit, minmax(200px, 1fr))',
    gap: tokens.spacingHorizontalM,
  },
  hint: { color: tokens.colorNeutralForeground2 },
});

type Values = { title: string; body: string; audienceRoles: string; activeFrom: string; activeTo: string };

function initialValues(message: Message | null): Values {
  if (message) {
    return {
      title: message.title,
      body: message.body,
      audienceRoles: message.audienceRoles.join(','),
      activeFrom: message.activeFrom,
      activeTo: message.activeTo ?? message.activeFrom,
    };
  }
  const today = new Date();
  const until = new Date(today);
  until.setDate(until.getDate() + DEFAULT_DAYS_SHOWN);
  return {
    title: '',
    body: '',
    audienceRoles: 'CONSULTANT',
    activeFrom: localDay(today),
    activeTo: localDay(until),
  };
}

export interface MessageFormDialogProps {
  /** The message to edit, with the version it was read at; null: a new message. */
  message: Message | null;
  onClose: () => void;
  onSaved: (message: Message) => void;
}

export function MessageFormDialog({ message, onClose, onSaved }: MessageFormDialogProps) {
  const reloaded = useStaleDialogRecord(message, async () => {
    if (!message) return null;
    const [current] = await Promise.all([getMessage(message.id), messagesChanged()]);
    return current;
  });
  return (
    <MessageForm
      key={reloaded.formKey}
      message={reloaded.record}
      stale={reloaded}
      onClose={onClose}
      onSaved={onSaved}
    />
  );
}

function MessageForm({
  message,
  stale,
  onClose,
  onSaved,
}: MessageFormDialogProps & { stale: StaleRecordReload }) {
  const styles = useStyles();
  const form = useSchemaForm(messageFormSchema, initialValues(message));
  const close = form.askBeforeClosing(onClose);
  const audienceId = useId('message-audience');
  const roles = form.values.audienceRoles.split(',').filter(Boolean);

  const toggleRole = (role: string, isChecked: boolean) => {
    const next = STAFF_ROLES.filter((candidate) =>
      candidate === role ? isChecked : roles.includes(candidate),
    );
    form.setValue('audienceRoles', next.join(','));
  };

  const submit = form.onSubmit(
    stale.guard(async (input) => {
      const saved = message
        ? await updateMessage(message.id, { ...input, version: message.version })
        : await createMessage(input);
      if (message) showToast({ severity: 'success', summary: text.updated });
      else
        showToast({
          severity: 'success',
          summary: text.created,
          detail: saved.publishedAt ? text.createdNow : text.createdLater,
        });
      onSaved(saved);
    }),
  );

  return (
    <Dialog open modalType="modal" onOpenChange={(_, data) => (data.open ? undefined : close())}>
      <DialogSurface className={styles.surface}>
        <form onSubmit={submit} noValidate>
          <DialogBody>
            <DialogTitle>{message ? text.editTitle : text.createTitle}</DialogTitle>
            <DialogContent className={styles.content}>
              <StaleRecordNotice isShown={stale.wasReloaded} />
              <FormError title={text.failed} message={form.formError} />
              <Field label={text.title} required validationMessage={form.errors.title}>
                <Input
                  value={form.values.title}
                  maxLength={MESSAGE_TITLE_MAX}
                  onChange={(_, data) => form.setValue('title', data.value)}
                />
              </Field>
              <Field
                label={text.body}
                required
                validationMessage={form.errors.body}
                hint={`${form.values.body.length}/${MESSAGE_BODY_MAX}`}
              >
                <Textarea
                  value={form.values.body}
                  rows={5}
                  resize="vertical"
                  maxLength={MESSAGE_BODY_MAX}
                  onChange={(_, data) => form.setValue('body', data.value)}
                />
              </Field>
              {/* Not a Field: a Field would name every checkbox after its own label. */}
              <div role="group" aria-labelledby={audienceId} className={styles.group}>
                <Label id={audienceId} required>
                  {text.audience}
                </Label>
                <div className={styles.roles}>
                  {STAFF_ROLES.map((role) => (
                    <Checkbox
                      key={role}
                      label={ROLE_LABELS[role]}
                      checked={roles.includes(role)}
                      onChange={(_, data) => toggleRole(role, data.checked === true)}
                    />
                  ))}
                </div>
                {form.errors.audienceRoles ? (
                  <Text size={200} className={styles.error} role="alert">
                    {form.errors.audienceRoles}
                  </Text>
                ) : null}
              </div>
              <div className={styles.dates}>
                <FormDayRange
                  form={form}
                  from="activeFrom"
                  to="activeTo"
                  fromLabel={text.activeFrom}
                  toLabel={text.activeTo}
                />
              </div>
              <Text size={200} className={styles.hint}>
                {text.publishHint}
              </Text>
            </DialogContent>
            <DialogActions>
              <Button onClick={close} disabled={form.isSubmitting}>
                {text.cancel}
              </Button>
              <SubmitButton isSubmitting={form.isSubmitting} submittingLabel={text.saving}>
                {message ? text.save : text.create}
              </SubmitButton>
            </DialogActions>
          </DialogBody>
        </form>
      </DialogSurface>
    </Dialog>
  );
}
