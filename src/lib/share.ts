// Hands a link or a file to the phone's own share sheet (Web Share API), where a consultant picks
// WhatsApp; without that API a link goes to WhatsApp's own "send to" page and a file is downloaded.
// A customer's known phone opens its own chat instead (whatsAppLink).
import { saveFile } from './save-file.ts';

export interface SharedLink {
  title: string;
  /** Short Spanish text; the link is added after it. */
  text: string;
  url: string;
}

/**
 * The number WhatsApp knows a Mexican phone by: 52 and its 10 digits (a recorded +52, 52 or the old
 * mobile 521 prefix is dropped first), or null when the phone is not 10 digits once cleaned.
 */
export function whatsAppNumber(phone: string | null | undefined): string | null {
  let digits = (phone ?? '').replace(/\D/g, '');
  if (digits.length === 13 && digits.startsWith('521')) digits = digits.slice(3);
  else if (digits.length === 12 && digits.startsWith('52')) digits = digits.slice(2);
  return digits.length === 10 ? `52${digits}` : null;
}

/**
 * The one place a WhatsApp address is built: `https://wa.me/52<phone>?text=…`, straight
 * into the customer's chat when its phone is known, else WhatsApp's "send to" page
 * (`https://wa.me/?text=…`) where the consultant picks the chat. The link goes after the text.
 */
export function whatsAppLink({ text, url }: { text: string; url?: string }, phone?: string | null): string {
  const message = url ? `${text} ${url}` : text;
  return `https://wa.me/${whatsAppNumber(phone) ?? ''}?text=${encodeURIComponent(message)}`;
}

export function canShareNatively(): boolean {
  return typeof navigator !== 'undefined' && typeof navigator.share === 'function';
}

/** Closing the share sheet without choosing rejects with AbortError: that is no failure. */
function isDismissal(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}

/** Opens the share sheet with the link; false when the browser refused it (not when dismissed). */
export async function shareLink(content: SharedLink): Promise<boolean> {
  try {
    await navigator.share({ title: content.title, text: content.text, url: content.url });
    return true;
  } catch (error) {
    return isDismissal(error);
  }
}

/** Whether this browser can share files at all: it offers "Compartir PDF" then. */
export function mayShareFiles(): boolean {
  return typeof navigator !== 'undefined' && typeof navigator.canShare === 'function';
}

/**
 * Shares a file (a Dkbono's PDF) where the browser allows sharing that file, and downloads it
 * otherwise; answers how it went.
 */
export async function shareOrSaveFile(
  file: File,
  content: Omit<SharedLink, 'url'>,
): Promise<'shared' | 'saved'> {
  if (navigator.canShare?.({ files: [file] })) {
    try {
      await navigator.share({ files: [file], title: content.title, text: content.text });
      return 'shared';
    } catch (error) {
      if (isDismissal(error)) return 'shared';
    }
  }
  saveFile(file, file.name);
  return 'saved';
}
