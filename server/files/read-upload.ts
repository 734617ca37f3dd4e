// Reads the one uploaded file of a multipart request into memory, up to a size limit. A file past
// the limit is refused as soon as the limit is crossed and never handed over, truncated or not:
// @fastify/multipart's toBuffer() only notices busboy's truncation when a chunk arrives after it,
// so a file cut exactly at a chunk boundary came back as a valid-looking truncated buffer and was
// parsed. Here both busboy's 'limit' event and our own byte count refuse it, and a truncated
// stream is checked again at its end.
import type { Readable } from 'node:stream';
import type { AppError } from '../http/app-error.ts';

/** busboy's file stream: `truncated` is set, and 'limit' emitted, once the file passes limits.fileSize. */
export type UploadStream = Readable & { truncated?: boolean };

export function readUpload(
  stream: UploadStream,
  maxBytes: number,
  tooLarge: () => AppError,
): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let settled = false;

    const stopListening = () => {
      stream.off('data', onData);
      stream.off('limit', refuse);
      stream.off('end', onEnd);
      stream.off('error', onError);
      // A late error (the client hanging up while the rest is drained) must not go unhandled.
      stream.on('error', () => {});
    };
    function refuse() {
      if (settled) return;
      settled = true;
      stopListening();
      chunks.length = 0;
      // Keep the stream flowing with nobody holding its data: busboy discards the rest of the part,
      // the request is read to its end and the connection can answer (and serve the next request).
      stream.resume();
      reject(tooLarge());
    }
    function onData(chunk: Buffer) {
      size += chunk.length;
      if (size > maxBytes || stream.truncated) {
        refuse();
        return;
      }
      chunks.push(chunk);
    }
    function onEnd() {
      if (settled) return;
      if (stream.truncated) {
        refuse();
        return;
      }
      settled = true;
      stopListening();
      resolve(Buffer.concat(chunks, size));
    }
    function onError(error: unknown) {
      if (settled) return;
      settled = true;
      stopListening();
      chunks.length = 0;
      stream.resume();
      reject(error instanceof Error ? error : new Error(String(error)));
    }

    if (stream.truncated) {
      refuse();
      return;
    }
    stream.on('limit', refuse);
    stream.on('end', onEnd);
    stream.on('error', onError);
    stream.on('data', onData);
  });
}
