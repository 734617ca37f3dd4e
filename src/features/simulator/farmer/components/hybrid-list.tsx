// Up to three hybrids to compare, each with its own bag size, price and discount.
import { MAX_SCENARIOS } from '../../../../../domain/simulator-fields.ts';
import type { HybridOption } from '../../../../../domain/simulator-schemas.ts';
import { hybridsOfKind, type FarmerDraft, type HybridField } from '../draft.ts';
import type { EvaluatedHybrid } from '../evaluate.ts';
import { strings } from '../strings.ts';
import { HybridCard } from './hybrid-card.tsx';

export interface HybridListProps {
  draft: FarmerDraft;
  hybrids: HybridOption[];
  evaluated: EvaluatedHybrid[];
  onPick: (index: number, productId: string) => void;
  onChange: (index: number, field: HybridField, value: string) => void;
  onAdd: () => void;
  onRemove: (index: number) => void;
  /** The first paint's copy (before the page runs and the catalogue is in): shown, not used. */
  readOnly?: boolean;
}

export function HybridList({
  draft,
  hybrids,
  evaluated,
  onPick,
  onChange,
  onAdd,
  onRemove,
  readOnly,
}: HybridListProps) {
  const options = hybridsOfKind(hybrids, draft.productionKind);
  return (
    <section className="sim-card" aria-labelledby="sim-hybrids-title">
      <h2 className="sim-card__title" id="sim-hybrids-title">
        {strings.sections.hybrids}
      </h2>
      {draft.hybrids.map((hybrid, index) => (
        <HybridCard
          key={hybrid.key}
          index={index}
          draft={hybrid}
          options={options}
          evaluated={evaluated[index]}
          canRemove={draft.hybrids.length > 1}
          onPick={(productId) => onPick(index, productId)}
          onChange={(field, value) => onChange(index, field, value)}
          onRemove={() => onRemove(index)}
          readOnly={readOnly}
        />
      ))}
      {draft.hybrids.length < MAX_SCENARIOS ? (
        <button type="button" className="sim-button sim-button--block" onClick={onAdd}>
          + {strings.hybrid.add}
        </button>
      ) : null}
    </section>
  );
}
