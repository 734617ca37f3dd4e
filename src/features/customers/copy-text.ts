// Copies a key or a link for the user to paste in a chat, and says whether it worked: some browsers
// (an insecure origin, a Teams frame without the permission) refuse the clipboard.
import { showToast } from '../../lib/toast.tsx';
import { customerStrings } from './strings.ts';

export async function copyText(value: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(value);
    showToast({ severity: 'success', summary: customerStrings.access.copied });
  } catch {
    showToast({ severity: 'warn', summary: customerStrings.access.copyFailed });
  }
}
