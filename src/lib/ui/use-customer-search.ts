// What a customer combobox lists (the sale's customer, the simulation's): the customers whose
// "first last" holds what was typed, accents and case aside; all of them while the box still shows
// the chosen one, so opening it offers every other customer too.
import { useState } from 'react';
import { customerLabel, type CustomerOption } from '../../../domain/customers.ts';
import { searchKey } from '../../../domain/search-key.ts';

export function useCustomerSearch(customers: CustomerOption[], selected: CustomerOption | undefined) {
  const [query, setQuery] = useState(selected ? customerLabel(selected) : '');
  const showsSelection = selected !== undefined && query === customerLabel(selected);
  const wanted = searchKey(query);
  const matches = showsSelection
    ? customers
    : customers.filter((customer) => searchKey(customerLabel(customer)).includes(wanted));
  return { query, setQuery, matches };
}
