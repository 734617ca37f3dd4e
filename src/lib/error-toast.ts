// docs/requirements.md §8: an error toast has severity error and summary 'Error'. What failed goes first in the
// detail, then the reason (the server's Spanish message, or a network explanation).
import { errorMessage } from './api-client.ts';
import { showToast } from './toast.tsx';

export function showErrorToast(error: unknown, whatFailed?: string): void {
  const reason = errorMessage(error);
  showToast({
    severity: 'error',
    summary: 'Error',
    detail: whatFailed ? `${whatFailed}: ${reason}` : reason,
  });
}
