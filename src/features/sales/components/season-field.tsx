// The season of a sale or Dkbono, among those the lookups found open, listed current, upcoming, past
// (domain/season-choice.ts).
import { Dropdown, Field, Option } from '@fluentui/react-components';
import type { Season } from '../../../../domain/catalog.ts';
import { localDay } from '../../../../domain/days.ts';
import { chooseSeason } from '../../../../domain/season-choice.ts';
import { formatDate } from '../../../lib/format.ts';
import { formStrings } from '../strings.ts';

export interface SeasonFieldProps {
  kind: 'sale' | 'voucher';
  seasons: Season[];
  value: string;
  error?: string;
  /** Shown when no season is open, instead of an empty list. */
  emptyMessage: string;
  onChange: (seasonId: string) => void;
}

function seasonLabel(season: Pick<Season, 'name' | 'startDate' | 'endDate'>): string {
  return `${season.name} (${formatDate(season.startDate)} – ${formatDate(season.endDate)})`;
}

export function SeasonField({ kind, seasons, value, error, emptyMessage, onChange }: SeasonFieldProps) {
  const { ordered } = chooseSeason(seasons, localDay(), kind);
  const selected = seasons.find((season) => String(season.id) === value);
  return (
    <Field
      label={formStrings.header.season}
      required
      validationMessage={error ?? (seasons.length === 0 ? emptyMessage : undefined)}
    >
      <Dropdown
        placeholder={formStrings.header.pickSeason}
        value={selected ? seasonLabel(selected) : ''}
        selectedOptions={value ? [value] : []}
        onOptionSelect={(_, data) => onChange(data.optionValue ?? '')}
      >
        {ordered.map((season) => (
          <Option key={season.id} value={String(season.id)} text={seasonLabel(season)}>
            {seasonLabel(season)}
          </Option>
        ))}
      </Dropdown>
    </Field>
  );
}
