// Hands a link or a file to the phone's own share sheet (Web Share API), where a consultant picks
// WhatsApp; without that API a link goes to WhatsApp's own "send to" page and a file is downloaded.
import { saveFile } from './save-file.ts';

export interface SharedLink {
  title: string;
  /** Short Spanish text; the link is added after it. */
  text: string;
  url: string;
}

/** https://wa.me/?text=… with the text and the link, for browsers without navigator.share. */
export function whatsAppLink({ text, url }: Pick<SharedLink, 'text' | 'url'>): string {
  return `https://wa.me/?text=${encodeURIComponent(`${text} ${url}`)}`;
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
