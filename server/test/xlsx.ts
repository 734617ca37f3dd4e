// Reading back the .xlsx files the server writes, in tests, with exceljs (the reader the sales
// import uses too).
import ExcelJS from 'exceljs';

export async function readWorkbook(bytes: Buffer): Promise<ExcelJS.Workbook> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(new Uint8Array(bytes).buffer);
  return workbook;
}

/** The workbook's first sheet. */
export async function readFirstSheet(bytes: Buffer): Promise<ExcelJS.Worksheet> {
  const sheet = (await readWorkbook(bytes)).worksheets[0];
  if (!sheet) throw new Error('The workbook has no sheet');
  return sheet;
}
