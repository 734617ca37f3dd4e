// Text classes, fuzzed through the API: names in other Unicode forms or of marks, spaces
// and invisibles only, and cells that would run in a spreadsheet.
import fc from 'fast-check';
import { runnableCells } from './integrity.ts';
import { tally, type ClassResult, type Fixture } from './integrity-fuzz.ts';

const NAME_PARTS = [
  'Pe\u0301rez', // NFD: the accent as a combining mark
  'Jose\u0301 Mari\u0301a',
  'Nu\u0303n\u0303ez',
  'Ana\u00A0Lucía', // a no-break space
  '\uFEFFLuis',
  'Zoe\u0308',
  '\u0301\u0301', // marks only
  '\u0301',
  ' \u200B ', // spaces and invisibles only
  '\u00A0\u00A0',
  '\u200D\u0301\u200B',
  '\u3000',
];
const CSV_NAMES = [
  'Juan;=1+1',
  '=HYPERLINK("http://x")',
  '+Juan',
  '-Juan',
  '@Juan',
  '\tJuan',
  '\rJuan',
  'Ana,=2+2',
  'Luis;@SUM(A1)',
  'Rosa;+3',
  'Eva;-4',
];

/** Customers, zones and product types named in other Unicode forms, or with no letter at all. */
export async function fuzzNames(f: Fixture, runs: number, seed: number): Promise<ClassResult> {
  const result = tally();
  const { place } = f;
  const samples = fc.sample(
    fc.record({
      first: fc.constantFrom(...NAME_PARTS),
      last: fc.constantFrom(...NAME_PARTS),
      target: fc.constantFrom('customer', 'zone', 'product type'),
    }),
    { seed, numRuns: runs },
  );
  const hasLetter = (text: string) => /\p{L}/u.test(text);
  for (const [n, sample] of samples.entries()) {
    let response;
    if (sample.target === 'customer') {
      response = await f.ctx.request({
        method: 'POST',
        url: '/api/clients',
        cookie: f.consultant,
        payload: {
          firstName: sample.first,
          lastName: sample.last,
          phone: `33 8${String(n).padStart(3, '0')} 0000`,
          email: `unicode.${n}.${f.tag}@ejemplo.mx`.toLowerCase(),
          taxId: '',
          stateId: place.stateId,
          municipalityId: place.municipalityId,
          localityId: place.localityId,
        },
      });
      if (response.statusCode < 300 && (!hasLetter(sample.first) || !hasLetter(sample.last)))
        result.wrong.push(
          `customer ${JSON.stringify(`${sample.first} / ${sample.last}`)} → ${response.statusCode}`,
        );
    } else {
      const url = sample.target === 'zone' ? '/api/zones' : '/api/product-types';
      const name = `${sample.first}${sample.last}`;
      response = await f.ctx.request({
        method: 'POST',
        url,
        cookie: f.admin,
        payload: sample.target === 'zone' ? { name } : { name, productionKind: 'GRAIN' },
      });
      if (response.statusCode < 300 && !/[\p{L}\p{N}]/u.test(name))
        result.wrong.push(`${sample.target} ${JSON.stringify(name)} → ${response.statusCode}`);
    }
    result.add(response.statusCode);
  }
  return result;
}

/**
 * Customers named like formulas, each with a sale, then the customer, sale and DKbono lists
 * exported as CSV: no cell of any of them may run in a spreadsheet, whatever its list separator.
 */
export async function fuzzCsv(f: Fixture): Promise<ClassResult & { cells: number }> {
  const result = tally();
  const { place } = f;
  for (const [n, name] of CSV_NAMES.entries()) {
    const response = await f.ctx.request({
      method: 'POST',
      url: '/api/clients',
      cookie: f.consultant,
      payload: {
        firstName: name,
        lastName: `${name} Apellido`,
        phone: `33 7${String(n).padStart(3, '0')} 0000`,
        email: `formula.${n}.${f.tag}@ejemplo.mx`.toLowerCase(),
        taxId: '',
        stateId: place.stateId,
        municipalityId: place.municipalityId,
        localityId: place.localityId,
      },
    });
    result.add(response.statusCode);
    if (response.statusCode !== 201) continue;
    const clientId = response.json<{ data: { id: number } }>().data.id;
    const sale = await f.ctx.request({
      method: 'POST',
      url: '/api/sales',
      cookie: f.consultant,
      payload: {
        seasonId: f.season.id,
        clientId,
        saleDate: f.today,
        items: [{ productId: f.product.id, quantity: 1, basePrice: 100, discount: 0 }],
      },
    });
    result.add(sale.statusCode);
  }
  let cells = 0;
  for (const url of [
    '/api/clients/export?format=csv&columns=name,phone,email,taxId,state,municipality,zone,consultant',
    '/api/sales/export?format=csv&columns=folio,date,customer,season,consultant,total,status',
    '/api/vouchers/export?format=csv&columns=folio,date,customer,season,consultant,total,paid,balance,status',
  ]) {
    const response = await f.ctx.request({ method: 'GET', url, cookie: f.admin });
    result.add(response.statusCode);
    if (response.statusCode !== 200) {
      result.wrong.push(`${url} → ${response.statusCode}`);
      continue;
    }
    const text = response.rawPayload.toString('utf8');
    cells += text.split(/[,;\n]/).length;
    for (const cell of runnableCells(text))
      result.wrong.push(`${url.split('?')[0]}: ${JSON.stringify(cell)}`);
  }
  return { ...result, cells };
}
