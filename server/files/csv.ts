// A small RFC 4180 reader for uploaded .csv files: UTF-8 (with or without BOM) or, as Excel for
// Windows saves "CSV", Windows-1252; comma or semicolon separated; quoted fields may hold either.
export function decodeCsv(bytes: Buffer): string {
  try {
    return new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    return new TextDecoder('windows-1252').decode(bytes);
  }
}

function delimiterOf(text: string): ',' | ';' {
  const firstLine = text.slice(0, text.search(/\r?\n|$/));
  const count = (c: string) => firstLine.split(c).length - 1;
  return count(';') > count(',') ? ';' : ',';
}

/**
 * Records of the text, separated by `delimiter` (by default the one the first line uses most);
 * reading stops once `maxRecords` are read (the caller refuses the rest).
 */
export function parseCsv(
  text: string,
  maxRecords = Number.POSITIVE_INFINITY,
  delimiter: ',' | ';' = delimiterOf(text),
): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let field = '';
  let quoted = false;
  let at = 0;
  const endRecord = () => {
    record.push(field);
    records.push(record);
    record = [];
    field = '';
  };
  while (at < text.length && records.length < maxRecords) {
    const char = text[at] ?? '';
    if (quoted) {
      if (char === '"' && text[at + 1] === '"') {
        field += '"';
        at += 1;
      } else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"' && field === '') quoted = true;
    else if (char === delimiter) {
      record.push(field);
      field = '';
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && text[at + 1] === '\n') at += 1;
      endRecord();
    } else field += char;
    at += 1;
  }
  if ((field !== '' || record.length > 0) && records.length < maxRecords) endRecord();
  return records;
}
