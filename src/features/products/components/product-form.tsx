// The product form (new and edit): every field validated by the domain's productInputSchema, the
// same schema the server applies; the server's refusals (a code taken) land on their field.
import { Dropdown, Field, Input, Textarea } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import {
  productInputSchema,
  type Product,
  type ProductInput,
  type ProductType,
} from '../../../../domain/products.ts';
import { useSchemaForm } from '../../../lib/forms/use-schema-form.ts';
import { FormSection, useFormLayoutStyles } from '../../../lib/ui/form-layout.tsx';
import { RecordForm } from '../../../lib/ui/record-form.tsx';
import { productStrings } from '../strings.ts';
import { recordOptions } from '../../../lib/ui/record-options.tsx';

const text = productStrings.form;

export interface ProductFormValues extends Record<string, string> {
  code: string;
  name: string;
  productTypeId: string;
  seedsPerBag: string;
  basePrice: string;
  recommendedDensity: string;
  description: string;
}

export function productFormValues(product?: Product): ProductFormValues {
  return {
    code: product?.code ?? '',
    name: product?.name ?? '',
    productTypeId: product ? String(product.productTypeId) : '',
    seedsPerBag: product ? String(product.seedsPerBag) : '',
    basePrice: product ? product.basePrice.toFixed(2) : '',
    recommendedDensity: product?.recommendedDensity != null ? String(product.recommendedDensity) : '',
    description: product?.description ?? '',
  };
}

export interface ProductFormProps {
  initialValues: ProductFormValues;
  types: ProductType[];
  /** Above the form: why it was reloaded (a stale save), if it was. */
  notice?: ReactNode;
  onSave: (input: ProductInput) => Promise<void>;
  onCancel: () => void;
}

export function ProductForm({ initialValues, types, notice, onSave, onCancel }: ProductFormProps) {
  const styles = useFormLayoutStyles();
  const form = useSchemaForm<ProductFormValues, ProductInput>(productInputSchema, initialValues);
  const type = types.find((option) => String(option.id) === form.values.productTypeId);

  return (
    <RecordForm form={form} onSave={onSave} notice={notice} labels={text} onCancel={onCancel}>
      <FormSection title={text.newTitle}>
        <div className={styles.grid}>
          <Field label={text.code} required hint={text.codeHint} validationMessage={form.errors.code}>
            <Input
              value={form.values.code}
              maxLength={30}
              autoComplete="off"
              onChange={(_, data) => form.setValue('code', data.value.toUpperCase())}
            />
          </Field>
          <Field label={text.name} required validationMessage={form.errors.name}>
            <Input
              value={form.values.name}
              maxLength={120}
              onChange={(_, data) => form.setValue('name', data.value)}
            />
          </Field>
          <Field
            label={text.type}
            required
            validationMessage={form.errors.productTypeId ?? (types.length === 0 ? text.noTypes : undefined)}
          >
            <Dropdown
              placeholder={text.typePlaceholder}
              value={type?.name ?? ''}
              selectedOptions={form.values.productTypeId ? [form.values.productTypeId] : []}
              onOptionSelect={(_, data) => form.setValue('productTypeId', data.optionValue ?? '')}
            >
              {recordOptions(types)}
            </Dropdown>
          </Field>
          <Field label={text.seedsPerBag} required validationMessage={form.errors.seedsPerBag}>
            <Input
              inputMode="numeric"
              value={form.values.seedsPerBag}
              onChange={(_, data) => form.setValue('seedsPerBag', data.value)}
            />
          </Field>
          <Field label={text.price} required hint={text.priceHint} validationMessage={form.errors.basePrice}>
            <Input
              inputMode="decimal"
              contentBefore="$"
              value={form.values.basePrice}
              onChange={(_, data) => form.setValue('basePrice', data.value)}
            />
          </Field>
          <Field
            label={text.density}
            hint={text.densityHint}
            validationMessage={form.errors.recommendedDensity}
          >
            <Input
              inputMode="numeric"
              value={form.values.recommendedDensity}
              onChange={(_, data) => form.setValue('recommendedDensity', data.value)}
            />
          </Field>
        </div>
        <Field label={text.description} validationMessage={form.errors.description}>
          <Textarea
            resize="vertical"
            rows={3}
            maxLength={2000}
            value={form.values.description}
            onChange={(_, data) => form.setValue('description', data.value)}
          />
        </Field>
      </FormSection>
    </RecordForm>
  );
}
