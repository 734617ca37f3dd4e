// The dialog that registers a product type or edits one: its name and production kind (grain or
// silage, the simulator parameters its products use), validated by the domain schema. An edit sends
// the version it opened with: if someone else saved the type meanwhile, nothing is saved and the
// dialog starts over from the current type, saying why.
import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Field,
  Input,
  Radio,
  RadioGroup,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import {
  productTypeInputSchema,
  type ProductType,
  type ProductTypeInput,
} from '../../../../domain/products.ts';
import { PRODUCTION_KINDS } from '../../../../domain/simulator-params.ts';
import {
  StaleRecordNotice,
  useStaleDialogRecord,
  type StaleRecordReload,
} from '../../../lib/forms/stale-record.tsx';
import { useSchemaForm } from '../../../lib/forms/use-schema-form.ts';
import { showToast } from '../../../lib/toast.tsx';
import { FormError } from '../../../lib/ui/form-error.tsx';
import { SubmitButton } from '../../../lib/ui/submit-button.tsx';
import { createProductType } from '../api/create-product-type.ts';
import { getProductType } from '../api/get-product-type.ts';
import { updateProductType } from '../api/update-product-type.ts';
import { productTypeRead } from '../queries.ts';
import { PRODUCTION_KIND_LABELS, productTypeStrings } from '../strings.ts';

const useStyles = makeStyles({
  fields: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
});

const text = productTypeStrings.dialog;

export interface ProductTypeDialogProps {
  /** The type to edit, with the version it was read at; absent for a new one. */
  type?: ProductType | undefined;
  onSaved: (type: ProductType) => void;
  onClose: () => void;
}

/** Mount it to open it (with a key per type), unmount it to close it: each opening starts afresh. */
export function ProductTypeDialog({ type, onSaved, onClose }: ProductTypeDialogProps) {
  // Only the type itself is read again (not every type, and no list reloaded under the dialog); its
  // row in the lists on screen shows it as it is now.
  const reloaded = useStaleDialogRecord(type, async () => {
    if (!type) return type;
    const current = await getProductType(type.id);
    productTypeRead(current);
    return current;
  });
  return (
    <ProductTypeForm
      key={reloaded.formKey}
      type={reloaded.record}
      stale={reloaded}
      onSaved={onSaved}
      onClose={onClose}
    />
  );
}

function ProductTypeForm({
  type,
  stale,
  onSaved,
  onClose,
}: ProductTypeDialogProps & { stale: StaleRecordReload }) {
  const styles = useStyles();
  const form = useSchemaForm<{ name: string; productionKind: string }, ProductTypeInput>(
    productTypeInputSchema,
    {
      name: type?.name ?? '',
      productionKind: type?.productionKind ?? '',
    },
  );
  const close = form.askBeforeClosing(onClose);

  const save = async (input: ProductTypeInput) => {
    const saved = type
      ? await updateProductType(type.id, { ...input, version: type.version })
      : await createProductType(input);
    showToast({ severity: 'success', summary: type ? text.updated(saved.name) : text.created(saved.name) });
    onSaved(saved);
  };

  return (
    <Dialog open onOpenChange={(_, data) => (data.open || form.isSubmitting ? undefined : close())}>
      <DialogSurface>
        <form noValidate onSubmit={form.onSubmit(stale.guard(save))}>
          <DialogBody>
            <DialogTitle>{type ? text.editTitle : text.newTitle}</DialogTitle>
            <DialogContent className={styles.fields}>
              <StaleRecordNotice isShown={stale.wasReloaded} />
              <FormError message={form.formError} />
              <Field label={text.name} required validationMessage={form.errors.name}>
                <Input
                  value={form.values.name}
                  maxLength={60}
                  onChange={(_, data) => form.setValue('name', data.value)}
                />
              </Field>
              <Field label={text.kind} required validationMessage={form.errors.productionKind}>
                <RadioGroup
                  value={form.values.productionKind}
                  onChange={(_, data) => form.setValue('productionKind', data.value)}
                >
                  {PRODUCTION_KINDS.map((kind) => (
                    <Radio key={kind} value={kind} label={PRODUCTION_KIND_LABELS[kind]} />
                  ))}
                </RadioGroup>
              </Field>
            </DialogContent>
            <DialogActions>
              <SubmitButton isSubmitting={form.isSubmitting} submittingLabel={text.saving}>
                {text.save}
              </SubmitButton>
              <Button type="button" disabled={form.isSubmitting} onClick={close}>
                {text.cancel}
              </Button>
            </DialogActions>
          </DialogBody>
        </form>
      </DialogSurface>
    </Dialog>
  );
}
