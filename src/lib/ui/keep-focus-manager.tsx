// Fluent UI's focus manager (tabster) lives while some component uses it. When the last one
// unmounts, it goes without taking back the aria-hidden it put on everything around an open modal
// dialog. A page that leaves with its dialog open (a deletion confirmed, then the list) could take
// the last one with it, and the next page would stay hidden from screen readers. Mounted once
// beside the providers' children, this keeps the manager for as long as the app runs, as the
// dashboard's frame does on its own pages.
import { useFocusFinders } from '@fluentui/react-components';

export function KeepFocusManager(): null {
  useFocusFinders();
  return null;
}
