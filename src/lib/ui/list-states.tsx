// What a list shows instead of rows: skeleton rows while loading, a friendly empty state with a way
// out of the filters, and the server's Spanish message with a retry when loading failed.
import {
  Button,
  MessageBar,
  MessageBarActions,
  MessageBarBody,
  Skeleton,
  SkeletonItem,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { uiStrings } from './ui-strings.ts';
import { Notice } from './notice.tsx';

const SKELETON_ROWS = 6;

const useStyles = makeStyles({
  skeleton: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
    padding: tokens.spacingVerticalM,
  },
  empty: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    gap: tokens.spacingVerticalM,
    padding: `${tokens.spacingVerticalXXXL} ${tokens.spacingHorizontalL}`,
    color: tokens.colorNeutralForeground2,
    textAlign: 'center',
  },
});

export function ListSkeleton({ label }: { label: string }) {
  const styles = useStyles();
  return (
    <Skeleton className={styles.skeleton} aria-label={label} role="progressbar">
      {Array.from({ length: SKELETON_ROWS }, (_, index) => (
        <SkeletonItem key={index} size={24} />
      ))}
    </Skeleton>
  );
}

export function ListEmpty({
  message,
  canClearFilters,
  onClearFilters,
}: {
  message: string;
  canClearFilters: boolean;
  onClearFilters: () => void;
}) {
  const styles = useStyles();
  return (
    <div className={styles.empty} role="status">
      <span>{message}</span>
      {canClearFilters ? <Button onClick={onClearFilters}>{uiStrings.clearFilters}</Button> : null}
    </div>
  );
}

export function ListError({
  title,
  message,
  onRetry,
}: {
  title: string;
  message: string;
  onRetry: () => void;
}) {
  return (
    <Notice
      intent="error"
      politeness="assertive"
      title={title}
      action={<Button onClick={onRetry}>{uiStrings.retry}</Button>}
    >
      {message}
    </Notice>
  );
}

/**
 * A background revalidation failed: the cached rows stay on screen, and this quiet notice above
 * them says why they may be old, with a retry (never an empty page on a bad network).
 */
export function RefreshFailed({ message, onRetry }: { message: string | null; onRetry: () => void }) {
  if (message === null) return null;
  return (
    <MessageBar intent="warning" layout="multiline">
      <MessageBarBody>
        {uiStrings.refreshFailed} {message}
      </MessageBarBody>
      <MessageBarActions>
        <Button onClick={onRetry}>{uiStrings.retry}</Button>
      </MessageBarActions>
    </MessageBar>
  );
}
