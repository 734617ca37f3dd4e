// The way back from a record's page to its list, above the page's content: the list opens again
// with the filters, page and sort the user left it with.
import { makeStyles, tokens } from '@fluentui/react-components';
import { ArrowLeft20Regular } from '@fluentui/react-icons';
import type { ReactNode } from 'react';
import { useListReturn } from '../list-return.ts';
import { RouterLink } from './router-link.tsx';

const useStyles = makeStyles({
  page: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, maxWidth: '1100px' },
  back: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalXS,
    alignSelf: 'flex-start',
    // A thumb's target on a touch screen (touch-targets.css sizes the Fluent controls).
    '@media (pointer: coarse)': { minHeight: '44px' },
  },
});

function BackLink({ to, label }: { to: string; label: string }) {
  const styles = useStyles();
  const listReturn = useListReturn();
  // A way back is for the screen; paper shows only the record (print.css).
  return (
    <div data-print="hide">
      <RouterLink to={listReturn(to)} className={styles.back}>
        <ArrowLeft20Regular aria-hidden />
        {label}
      </RouterLink>
    </div>
  );
}

/** A record's or form's page: the back link to its list above the content. */
export function RecordPage({ back, children }: { back: { to: string; label: string }; children: ReactNode }) {
  const styles = useStyles();
  return (
    <div className={styles.page}>
      <BackLink to={back.to} label={back.label} />
      {children}
    </div>
  );
}
