// The printable saved run: one Letter page in Spanish with the customer, the inputs and results of
// each scenario side by side, and the comparison with the first. Same page furniture as the Dkbono
// PDF (server/files/pdf-layout.ts).
import { formatPesos } from '../../../domain/money-format.ts';
import {
  INPUT_FIELDS,
  INPUT_ORDER,
  RESULT_ROWS,
  extraYieldSentence,
  formatExtraYieldToPay,
  formatNumber,
} from '../../../domain/simulator-format.ts';
import { PRODUCTION_KIND_LABELS } from '../../../domain/simulator-params.ts';
import type { SimulationDetail } from '../../../domain/simulator-schemas.ts';
import { formatDay } from '../../files/format.ts';
import {
  BRAND,
  CONTENT_WIDTH,
  LINE,
  PAGE,
  brandHeader,
  factGrid,
  footerLine,
  openLetterPdf,
  rule,
  sectionTitle,
  shadedBand,
  type PdfOptions,
} from '../../files/pdf-layout.ts';

const LABEL_WIDTH = 182;
const ROW = 15;

function scenarioName(detail: SimulationDetail, index: number): string {
  return detail.scenarios[index]?.label ?? `Escenario ${index + 1}`;
}

class SimulationLayout {
  y = PAGE.margin;
  private readonly columnWidth: number;

  constructor(
    private readonly doc: PDFKit.PDFDocument,
    private readonly columns: number,
  ) {
    this.columnWidth = (CONTENT_WIDTH - LABEL_WIDTH) / Math.max(1, columns);
  }

  header(detail: SimulationDetail): void {
    const { doc } = this;
    brandHeader(doc, this.y, { text: 'Simulación de rentabilidad', size: 14, offset: 4 });
    this.y += 30;
    if (detail.name) {
      doc.font('Helvetica').fontSize(11).text(detail.name, PAGE.margin, this.y, { width: CONTENT_WIDTH });
      this.y += 16;
    }
    rule(doc, this.y, BRAND, 1.5);
    this.y += 10;
  }

  facts(pairs: [string, string][]): void {
    this.y = factGrid(this.doc, this.y, pairs, {
      perRow: 3,
      pitch: 28,
      labelSize: 7.5,
      valueSize: 10,
      valueHeight: 13,
      gutter: 8,
      after: 4,
    });
  }

  sectionTitle(title: string): void {
    sectionTitle(this.doc, this.y, title, 11);
    this.y += 15;
  }

  row(label: string, values: string[], options: { bold?: boolean; shaded?: boolean } = {}): void {
    const { doc } = this;
    if (options.shaded) shadedBand(doc, this.y, ROW);
    const textY = this.y + 3.5;
    doc
      .font(options.bold ? 'Helvetica-Bold' : 'Helvetica')
      .fontSize(8.5)
      .fillColor('black')
      .text(label, PAGE.margin + 3, textY, { width: LABEL_WIDTH - 6, lineBreak: false, ellipsis: true });
    values.forEach((value, index) => {
      doc.text(value, PAGE.margin + LABEL_WIDTH + index * this.columnWidth + 3, textY, {
        width: this.columnWidth - 6,
        align: 'right',
        lineBreak: false,
        ellipsis: true,
      });
    });
    this.y += ROW;
    if (!options.shaded) rule(doc, this.y, LINE, 0.5);
  }

  sentence(text: string): void {
    this.doc
      .font('Helvetica')
      .fontSize(9)
      .fillColor('black')
      .text(text, PAGE.margin, this.y, { width: CONTENT_WIDTH });
    this.y = this.doc.y + 4;
  }

  footer(now: Date): void {
    footerLine(
      this.doc,
      Math.max(this.y + 10, PAGE.height - PAGE.margin - 12),
      `Estimación con los datos capturados; no es una oferta comercial. Generado el ${formatDay(now.toISOString())} por Agroventas.`,
      { font: 'Helvetica-Oblique', size: 7.5 },
    );
  }
}

/** Renders a saved run; resolves with the whole file. */
export function renderSimulationPdf(detail: SimulationDetail, options: PdfOptions = {}): Promise<Buffer> {
  const { doc, done } = openLetterPdf(
    { title: `Simulación ${detail.id}`, subject: 'Simulación de rentabilidad' },
    options.compress,
  );

  const { scenarios } = detail;
  const names = scenarios.map((_, index) => scenarioName(detail, index));
  const layout = new SimulationLayout(doc, scenarios.length);
  layout.header(detail);
  layout.facts([
    ['Cliente', detail.clientName ?? 'Sin cliente'],
    ['Fecha', formatDay(detail.createdAt)],
    ['Preparó', detail.createdByName ?? detail.clientName ?? 'El cliente'],
    ['Producción', PRODUCTION_KIND_LABELS[detail.productionKind]],
    ['Hectáreas', `${formatNumber(detail.hectares)} ha`],
    ['Escenarios', String(scenarios.length)],
  ]);

  layout.sectionTitle('Datos de cada escenario');
  layout.row('', names, { bold: true, shaded: true });
  for (const key of INPUT_ORDER) {
    const field = INPUT_FIELDS[key];
    layout.row(
      `${field.label} (${field.unit})`,
      scenarios.map((s) => field.format(s.input[key])),
    );
  }

  layout.y += 8;
  layout.sectionTitle('Resultados');
  layout.row('', names, { bold: true, shaded: true });
  for (const row of RESULT_ROWS) {
    const bold = row.key === 'margin' || row.key === 'roi';
    layout.row(
      row.label,
      scenarios.map((s) => row.format(s.result[row.key])),
      { bold },
    );
  }

  if (scenarios.length > 1) {
    layout.y += 8;
    layout.sectionTitle(`Comparación contra ${names[0]}`);
    layout.row(
      'Diferencia de costo',
      scenarios.map((s) => formatPesos(s.comparison.costDifference)),
    );
    layout.row(
      'Diferencia de ganancia',
      scenarios.map((s) => formatPesos(s.comparison.marginDifference)),
    );
    layout.row(
      'Rendimiento extra para pagar su precio',
      scenarios.map((s, i) => (i === 0 ? '—' : formatExtraYieldToPay(s.comparison))),
    );
    layout.y += 6;
    scenarios.slice(1).forEach((s, index) => {
      layout.sentence(`${names[index + 1]}: ${extraYieldSentence(s.comparison, names[0] ?? 'el primero')}`);
    });
  }
  layout.footer(options.now ?? new Date());
  doc.end();
  return done;
}
