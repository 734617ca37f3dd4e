// The "Historial" section of a record page: who changed what and when, with each field's
// before and after as the server tells them (domain/history.ts). Collapsed at first; the first page
// loads when it is opened, and "Ver más" adds older entries. Drop it under a record's page with the
// resource of its API path and the record's id: <RecordHistory resource="seasons" id={id} />.
import {
  Accordion,
  AccordionHeader,
  AccordionItem,
  AccordionPanel,
  Button,
  makeStyles,
  Spinner,
  Text,
  tokens,
} from '@fluentui/react-components';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { HistoryChange, HistoryEntry } from '../../../domain/history.ts';
import type { HistoryResource } from '../../../domain/history-values.ts';
import { formatDate } from '../format.ts';
import { LoadFailed } from '../ui/load-state.tsx';
import { getRecordHistory } from './get-record-history.ts';
import { historyStrings } from './strings.ts';

const useStyles = makeStyles({
  section: {
    backgroundColor: tokens.colorNeutralBackground1,
    borderRadius: tokens.borderRadiusLarge,
    boxShadow: tokens.shadow4,
  },
  header: { fontWeight: tokens.fontWeightSemibold },
  panel: {
    paddingLeft: tokens.spacingHorizontalS,
    paddingRight: tokens.spacingHorizontalS,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
    paddingBottom: tokens.spacingVerticalL,
    '@media (max-width: 767px)': {
      marginLeft: tokens.spacingHorizontalS,
      marginRight: tokens.spacingHorizontalS,
    },
  },
  entries: {
    listStyleType: 'none',
    margin: 0,
    padding: 0,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
  },
  entry: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXS,
    paddingLeft: tokens.spacingHorizontalM,
    borderLeft: `${tokens.strokeWidthThick} solid ${tokens.colorNeutralStroke2}`,
  },
  heading: {
    display: 'flex',
    flexWrap: 'wrap',
    columnGap: tokens.spacingHorizontalS,
    alignItems: 'baseline',
  },
  meta: { color: tokens.colorNeutralForeground3 },
  changes: {
    margin: 0,
    display: 'grid',
    gridTemplateColumns: 'minmax(120px, max-content) 1fr',
    gap: `${tokens.spacingVerticalXXS} ${tokens.spacingHorizontalM}`,
    '@media (max-width: 767px)': { gridTemplateColumns: '1fr' },
  },
  field: { color: tokens.colorNeutralForeground2, fontWeight: tokens.fontWeightSemibold },
  values: {
    margin: 0,
    display: 'flex',
    flexWrap: 'wrap',
    columnGap: tokens.spacingHorizontalS,
    overflowWrap: 'anywhere',
    '@media (max-width: 767px)': { marginBottom: tokens.spacingVerticalXS },
  },
  before: { color: tokens.colorNeutralForeground3 },
  after: { color: tokens.colorNeutralForeground1 },
  label: { color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200 },
});

export interface RecordHistoryProps {
  resource: HistoryResource;
  id: number;
  /** The record's version or last change, when the page has it: a new one reads the history again. */
  revision?: string | number | null;
}

export function RecordHistory({ resource, id, revision = null }: RecordHistoryProps) {
  const styles = useStyles();
  const [isOpen, setIsOpen] = useState(false);
  return (
    // Collapsed behind a button, the history has nothing to say on paper (print.css).
    <section className={styles.section} aria-label={historyStrings.title} data-print="hide">
      <Accordion collapsible onToggle={(_event, data) => setIsOpen(data.openItems.includes('history'))}>
        <AccordionItem value="history">
          <AccordionHeader as="h2" size="large" className={styles.header}>
            {historyStrings.title}
          </AccordionHeader>
          <AccordionPanel className={styles.panel}>
            {isOpen ? <HistoryEntries resource={resource} id={id} revision={revision} /> : null}
          </AccordionPanel>
        </AccordionItem>
      </Accordion>
    </section>
  );
}

function HistoryEntries({ resource, id, revision }: RecordHistoryProps) {
  const styles = useStyles();
  const query = useInfiniteQuery({
    queryKey: ['history', resource, id, revision],
    queryFn: ({ pageParam }) => getRecordHistory(resource, id, pageParam),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page < last.totalPages ? last.page + 1 : undefined),
    // Opened again after a save, it shows the change just made.
    staleTime: 0,
    refetchOnMount: 'always',
  });
  if (query.isPending) return <Spinner size="small" label={historyStrings.loadingMore} />;
  if (query.isError) return <LoadFailed error={query.error} onRetry={() => void query.refetch()} />;
  const entries = query.data.pages.flatMap((page) => page.data);
  if (entries.length === 0) return <Text>{historyStrings.empty}</Text>;
  return (
    <>
      <ol className={styles.entries}>
        {entries.map((entry) => (
          <HistoryItem key={entry.id} entry={entry} />
        ))}
      </ol>
      {query.hasNextPage ? (
        <div>
          <Button onClick={() => void query.fetchNextPage()} disabled={query.isFetchingNextPage}>
            {query.isFetchingNextPage ? historyStrings.loadingMore : historyStrings.more}
          </Button>
        </div>
      ) : null}
    </>
  );
}

const timeFormat = new Intl.DateTimeFormat('es-MX', { hour: '2-digit', minute: '2-digit' });

function HistoryItem({ entry }: { entry: HistoryEntry }) {
  const styles = useStyles();
  const when = new Date(entry.at);
  return (
    <li className={styles.entry}>
      <div className={styles.heading}>
        <Text weight="semibold">{entry.action}</Text>
        <Text size={200} className={styles.meta}>
          {historyStrings.changedBy(entry.actor)} ·{' '}
          <time dateTime={entry.at}>
            {formatDate(when)} {timeFormat.format(when)}
          </time>
        </Text>
      </div>
      {entry.changes.length > 0 ? (
        <dl className={styles.changes}>
          {entry.changes.map((change, index) => (
            <ChangeRow key={`${change.field}-${index}`} change={change} />
          ))}
        </dl>
      ) : null}
    </li>
  );
}

function ChangeRow({ change }: { change: HistoryChange }) {
  const styles = useStyles();
  return (
    <>
      <dt className={styles.field}>{change.field}</dt>
      <dd className={styles.values}>
        <span className={styles.before}>
          <span className={styles.label}>{historyStrings.before}</span>{' '}
          {change.before ?? historyStrings.emptyValue}
        </span>{' '}
        <span className={styles.after}>
          <span className={styles.label}>{historyStrings.after}</span>{' '}
          {change.after ?? historyStrings.emptyValue}
        </span>
      </dd>
    </>
  );
}
