import {
  NOTIFICATION_KIND_CODES,
  NOTIFICATION_KINDS,
  NOTIFICATION_STATE_CODES,
  NOTIFICATION_STATES,
} from '@store/contract';
import Form from 'react-bootstrap/Form';
import { useListFilter } from '@/components/list-query';
import { NamedSearchForm } from '@/components/named-search-form';
import { SelectOptions } from '@/components/select-options';
import type { NotificationFilters as Filters } from '../notification-query';
import { NOTIFICATION_SCREEN_TEXT as TEXT } from '../notification-text';

type FilterName = 'kind' | 'state';

interface FilterSelectProps<C extends string> {
  name: FilterName;
  label: string;
  value: C | undefined;
  codes: readonly C[];
  nameOf: (code: C) => string;
  onChange: (name: FilterName, value: string) => void;
}

function FilterSelect<C extends string>({
  name,
  label,
  value,
  codes,
  nameOf,
  onChange,
}: FilterSelectProps<C>) {
  const id = `notification-filter-${name}`;
  return (
    <div className="d-flex align-items-center gap-2">
      <Form.Label htmlFor={id} className="mb-0 text-nowrap">
        {label}
      </Form.Label>
      <Form.Select
        id={id}
        style={{ minWidth: 150 }}
        value={value ?? ''}
        onChange={(event) => onChange(name, event.target.value)}
      >
        <option value="">{TEXT.all}</option>
        <SelectOptions values={codes} label={nameOf} />
      </Form.Select>
    </div>
  );
}

/** 종류 and 상태 (each with 전체) and the search of the log; each keeps the others in the address. */
export function NotificationFilters({ filters }: { filters: Filters }) {
  const change = useListFilter();
  return (
    <div className="d-flex flex-column flex-md-row flex-wrap align-items-md-center gap-2 mb-3">
      <FilterSelect
        name="kind"
        label={TEXT.kindLabel}
        value={filters.kind}
        codes={NOTIFICATION_KIND_CODES}
        nameOf={(code) => NOTIFICATION_KINDS[code].name}
        onChange={change}
      />
      <FilterSelect
        name="state"
        label={TEXT.stateLabel}
        value={filters.state}
        codes={NOTIFICATION_STATE_CODES}
        nameOf={(code) => NOTIFICATION_STATES[code]}
        onChange={change}
      />
      <NamedSearchForm
        id="notification-search"
        what={TEXT.searchWhat}
        placeholder={TEXT.searchPlaceholder}
      />
    </div>
  );
}
