// A multipart/form-data body with one file, as a browser's FormData would send it (tests only).
import { Readable } from 'node:stream';

export function multipartFile(
  filename: string,
  bytes: Buffer,
  contentType = 'application/octet-stream',
): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----agroventas${Date.now().toString(16)}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\n` +
      `Content-Type: ${contentType}\r\n\r\n`,
    'utf8',
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`, 'utf8');
  return {
    payload: Buffer.concat([head, bytes, tail]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/**
 * The same body as a stream cut the way fetch's FormData sends it: the part's head alone, then the
 * file in 64 KiB chunks, then the closing boundary. A file's chunks then end exactly on a 64 KiB
 * multiple, as they do over real HTTP when the head travels in its own packet.
 */
export function streamedMultipartFile(
  filename: string,
  bytes: Buffer,
  contentType = 'application/octet-stream',
  chunkSize = 64 * 1024,
): { payload: Readable; headers: Record<string, string> } {
  const { payload, headers } = multipartFile(filename, bytes, contentType);
  const headLength = payload.indexOf('\r\n\r\n') + 4;
  const file = payload.subarray(headLength, headLength + bytes.length);
  function* chunks() {
    yield payload.subarray(0, headLength);
    for (let at = 0; at < file.length; at += chunkSize) yield file.subarray(at, at + chunkSize);
    yield payload.subarray(headLength + bytes.length);
  }
  return { payload: Readable.from(chunks(), { objectMode: false }), headers };
}
