// The dialog of the sales import (import-sales-dialog.tsx), loaded with its first opening and open
// from its first drawing: download the template, pick a file, review it (a dry run that saves nothing
// and lists every bad row), then import it, all or nothing.
import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  DialogTrigger,
  Field,
  MessageBar,
  MessageBarBody,
  ProgressBar,
  Text,
  makeStyles,
  tokens,
  useId,
} from '@fluentui/react-components';
import { ArrowDownload20Regular } from '@fluentui/react-icons';
import { useRef, useState, type ReactElement } from 'react';
import {
  IMPORT_FILE_EXTENSIONS,
  MAX_IMPORT_FILE_BYTES,
  MAX_IMPORT_FILE_LABEL,
  type ImportResult,
  type ImportRowError,
} from '../../../../domain/sales-import.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { showErrorToast } from '../../../lib/error-toast.ts';
import { showToast } from '../../../lib/toast.tsx';
import { downloadTemplate, importSales } from '../api/import-sales.ts';
import { formStrings } from '../strings.ts';
import { importCounts, rowErrorsOfRefusal } from '../import-errors.ts';
import { ImportErrorsTable } from './import-errors-table.tsx';
import { visuallyHidden } from '../../../lib/ui/visually-hidden.ts';

const useStyles = makeStyles({
  surface: { maxWidth: '720px', width: 'calc(100vw - 32px)' },
  content: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  picker: { display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: tokens.spacingHorizontalM },
  // Visually hidden but still in the page, so its label and screen readers keep working.
  hiddenInput: visuallyHidden,
  fileName: { color: tokens.colorNeutralForeground2, overflowWrap: 'anywhere' },
  action: { whiteSpace: 'nowrap' },
  start: { alignSelf: 'flex-start' },
});

const s = formStrings.importer;
const ACCEPT = [
  ...IMPORT_FILE_EXTENSIONS,
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  'text/csv',
].join(',');

type Step =
  | { name: 'idle' }
  | { name: 'working'; label: string }
  | { name: 'reviewed'; result: ImportResult }
  | { name: 'refused'; message: string; errors: ImportRowError[] };

function fileProblem(file: File): string | null {
  const name = file.name.toLowerCase();
  if (!IMPORT_FILE_EXTENSIONS.some((extension) => name.endsWith(extension)))
    return 'El archivo debe ser de Excel (.xlsx) o CSV (.csv).';
  if (file.size > MAX_IMPORT_FILE_BYTES) return `El archivo supera el máximo de ${MAX_IMPORT_FILE_LABEL}.`;
  return null;
}

export function ImportSalesDialogSurface({
  onImported,
  trigger,
}: {
  onImported: () => void;
  trigger: ReactElement;
}) {
  const styles = useStyles();
  const fileInputId = useId('import-file');
  const fileInput = useRef<HTMLInputElement>(null);
  const [isOpen, setOpen] = useState(true);
  const [file, setFile] = useState<File | null>(null);
  const [step, setStep] = useState<Step>({ name: 'idle' });
  const isWorking = step.name === 'working';
  const canImport = file !== null && step.name === 'reviewed' && step.result.errors.length === 0;

  const reset = () => {
    setFile(null);
    setStep({ name: 'idle' });
  };

  const refuse = (error: unknown) =>
    setStep({ name: 'refused', message: errorMessage(error), errors: rowErrorsOfRefusal(error) });

  const pick = (picked: File | null) => {
    setFile(picked);
    const problem = picked ? fileProblem(picked) : null;
    setStep(problem ? { name: 'refused', message: problem, errors: [] } : { name: 'idle' });
  };

  const review = async () => {
    if (!file) return;
    setStep({ name: 'working', label: s.reviewing });
    try {
      setStep({ name: 'reviewed', result: await importSales(file, { dryRun: true }) });
    } catch (error) {
      refuse(error);
    }
  };

  const confirm = async () => {
    if (!file) return;
    setStep({ name: 'working', label: s.importing });
    try {
      const result = await importSales(file, { dryRun: false });
      showToast({ severity: 'success', summary: s.done(result.created) });
      setOpen(false);
      reset();
      onImported();
    } catch (error) {
      refuse(error);
    }
  };

  const template = async () => {
    try {
      await downloadTemplate();
    } catch (error) {
      showErrorToast(error, s.templateFailed);
    }
  };

  return (
    <Dialog
      open={isOpen}
      onOpenChange={(_, data) => {
        if (isWorking) return;
        setOpen(data.open);
        if (!data.open) reset();
      }}
    >
      <DialogTrigger disableButtonEnhancement>{trigger}</DialogTrigger>
      <DialogSurface className={styles.surface}>
        <DialogBody>
          <DialogTitle>{s.title}</DialogTitle>
          <DialogContent className={styles.content}>
            <Text>{s.intro}</Text>
            <Button
              className={styles.start}
              appearance="secondary"
              icon={<ArrowDownload20Regular />}
              onClick={() => void template()}
            >
              {s.template}
            </Button>
            <Field label={{ children: s.file, htmlFor: fileInputId }} hint={s.fileHint}>
              {/* The browser's own file button speaks the browser's language; ours speaks Spanish. */}
              <div className={styles.picker}>
                <input
                  id={fileInputId}
                  ref={fileInput}
                  className={styles.hiddenInput}
                  type="file"
                  accept={ACCEPT}
                  disabled={isWorking}
                  onChange={(event) => pick(event.target.files?.[0] ?? null)}
                />
                <Button disabled={isWorking} onClick={() => fileInput.current?.click()}>
                  {s.choose}
                </Button>
                <Text className={styles.fileName}>{file ? file.name : s.noFile}</Text>
              </div>
            </Field>
            {step.name === 'working' ? <ProgressBar aria-label={step.label} /> : null}
            {step.name === 'working' ? <Text role="status">{step.label}</Text> : null}
            {step.name === 'reviewed' ? <ReviewResult result={step.result} /> : null}
            {step.name === 'refused' ? (
              <>
                <MessageBar intent="error" layout="multiline" politeness="assertive">
                  <MessageBarBody>{step.message}</MessageBarBody>
                </MessageBar>
                {step.errors.length > 0 ? <ImportErrorsTable errors={step.errors} /> : null}
              </>
            ) : null}
          </DialogContent>
          <DialogActions>
            <DialogTrigger disableButtonEnhancement>
              <Button disabled={isWorking}>{s.close}</Button>
            </DialogTrigger>
            <Button
              className={styles.action}
              disabled={!file || isWorking || fileProblem(file) !== null}
              onClick={() => void review()}
            >
              {s.review}
            </Button>
            <Button appearance="primary" disabled={!canImport || isWorking} onClick={() => void confirm()}>
              {s.confirm}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}

function ReviewResult({ result }: { result: ImportResult }) {
  const { sales, rows } = importCounts(result);
  const hasErrors = result.errors.length > 0;
  return (
    <>
      <MessageBar intent={hasErrors ? 'warning' : 'success'} layout="multiline" politeness="polite">
        <MessageBarBody>
          {s.found(sales, rows)} {hasErrors ? s.hasErrors(result.errors.length) : s.ready}
        </MessageBarBody>
      </MessageBar>
      {hasErrors ? <ImportErrorsTable errors={result.errors} /> : null}
    </>
  );
}
