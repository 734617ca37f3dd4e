// A dropdown's options for records (zones, supervisors, product types, customers…): each option's
// value is the record's id and its text the record's name, or the label given.
import { Option } from '@fluentui/react-components';
import type { ReactElement } from 'react';

export function recordOptions<T extends { id: number; name: string }>(records: readonly T[]): ReactElement[];
export function recordOptions<T extends { id: number }>(
  records: readonly T[],
  label: (record: T) => string,
): ReactElement[];
export function recordOptions(
  records: readonly { id: number; name?: string }[],
  label = (record: { name?: string }) => record.name ?? '',
): ReactElement[] {
  return records.map((record) => (
    <Option key={record.id} value={String(record.id)}>
      {label(record)}
    </Option>
  ));
}
