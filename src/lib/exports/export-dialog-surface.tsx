// The dialog of "Exportar" (export-dialog.tsx), loaded with its first opening: the rows (all the
// filter's rows or only the selected ones), the columns (ticked: those the grid shows) and the format;
// "Descargar" follows a link, so the browser streams the file to disk, once the server has said it
// would send it.
import {
  Button,
  Checkbox,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  DialogTrigger,
  Field,
  Label,
  makeStyles,
  Radio,
  RadioGroup,
  Spinner,
  Text,
  tokens,
  useId,
} from '@fluentui/react-components';
import { useState, type ReactElement } from 'react';
import { EXPORT_FORMAT_LABELS, EXPORT_FORMATS, type ExportFormat } from '../../../domain/exports.ts';
import { errorMessage } from '../api-client.ts';
import { uiStrings } from '../ui/ui-strings.ts';
import { exportStrings, type ExportDialogProps } from './export-dialog-props.ts';
import { checkExport, downloadByLink, EXPORT_COLUMNS, exportUrl, shownExportColumns } from './export-link.ts';

const useStyles = makeStyles({
  content: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  group: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS },
  error: { color: tokens.colorPaletteRedForeground1 },
  columns: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(150px, 1fr))',
    columnGap: tokens.spacingHorizontalS,
  },
});

type Scope = 'filtered' | 'selected';

/** Open from its first drawing (its trigger's first use loaded it). */
export function ExportDialogSurface({ trigger, ...props }: ExportDialogProps & { trigger: ReactElement }) {
  const [open, setOpen] = useState(true);
  return (
    <Dialog open={open} onOpenChange={(_, data) => setOpen(data.open)}>
      <DialogTrigger disableButtonEnhancement>{trigger}</DialogTrigger>
      {/* The surface's content mounts on each opening: it starts from the grid's current columns and selection. */}
      <DialogSurface>
        <ExportForm {...props} onDone={() => setOpen(false)} />
      </DialogSurface>
    </Dialog>
  );
}

function ExportForm({
  list,
  query,
  total,
  totalKind,
  selectedIds,
  hiddenColumns,
  onDone,
}: ExportDialogProps & { onDone: () => void }) {
  const styles = useStyles();
  const labels = EXPORT_COLUMNS[list];
  const [scope, setScope] = useState<Scope>(selectedIds.length > 0 ? 'selected' : 'filtered');
  const [columns, setColumns] = useState<string[]>(() => shownExportColumns(list, hiddenColumns));
  const [format, setFormat] = useState<ExportFormat>('xlsx');
  const noColumns = columns.length === 0;
  const columnsLabel = useId('export-columns');

  const toggle = (key: string, checked: boolean) =>
    setColumns((current) => (checked ? [...current, key] : current.filter((column) => column !== key)));

  const [checking, setChecking] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);

  // The server first checks the request (no rows read), so a refusal is told here in words; only
  // then does the browser follow the link and stream the file to disk.
  const download = async () => {
    if (noColumns || checking) return;
    const ids = scope === 'selected' && selectedIds.length > 0 ? selectedIds : undefined;
    const request = { list, query, format, columns, ids };
    setChecking(true);
    setRefusal(null);
    try {
      await checkExport(request);
    } catch (error) {
      setRefusal(errorMessage(error));
      return;
    } finally {
      setChecking(false);
    }
    downloadByLink(exportUrl(request));
    onDone();
  };

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void download();
      }}
    >
      <DialogBody>
        <DialogTitle>{exportStrings.title}</DialogTitle>
        <DialogContent className={styles.content}>
          <Field label={exportStrings.rows}>
            <RadioGroup value={scope} onChange={(_, data) => setScope(data.value as Scope)}>
              <Radio value="filtered" label={exportStrings.allRows(total, totalKind)} />
              <Radio
                value="selected"
                label={exportStrings.selectedRows(selectedIds.length)}
                disabled={selectedIds.length === 0}
              />
            </RadioGroup>
          </Field>
          {/* A group of its own, not a Field: a Field would name the first checkbox after the whole list. */}
          <div className={styles.group}>
            <Label id={columnsLabel}>{exportStrings.columns}</Label>
            <div className={styles.columns} role="group" aria-labelledby={columnsLabel}>
              {Object.entries(labels).map(([key, label]) => (
                <Checkbox
                  key={key}
                  label={label}
                  checked={columns.includes(key)}
                  onChange={(_, data) => toggle(key, data.checked === true)}
                />
              ))}
            </div>
            {noColumns ? (
              <Text role="alert" className={styles.error}>
                {exportStrings.noColumns}
              </Text>
            ) : null}
          </div>
          <Field label={exportStrings.format}>
            <RadioGroup
              layout="horizontal"
              value={format}
              onChange={(_, data) => setFormat(data.value as ExportFormat)}
            >
              {EXPORT_FORMATS.map((option) => (
                <Radio key={option} value={option} label={EXPORT_FORMAT_LABELS[option]} />
              ))}
            </RadioGroup>
          </Field>
          {refusal ? (
            <Text role="alert" className={styles.error}>
              {refusal}
            </Text>
          ) : null}
        </DialogContent>
        <DialogActions>
          <DialogTrigger disableButtonEnhancement>
            <Button>{uiStrings.cancel}</Button>
          </DialogTrigger>
          <Button
            appearance="primary"
            type="submit"
            disabled={noColumns || checking}
            icon={checking ? <Spinner size="tiny" /> : undefined}
          >
            {exportStrings.download}
          </Button>
        </DialogActions>
      </DialogBody>
    </form>
  );
}
