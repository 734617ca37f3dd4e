// The frame of every staff page under /dashboard: top bar, side navigation, the office's messages,
// page header, the section's tabs, page (with the list a record was opened from kept under it). On
// paper (print.css) only the page, under the company header. A navigation renders this frame again
// (react-router gives it a new element), so what does not depend on the address (top bar, side
// navigation's items, company header) is memoised and skipped; the messages follow the address
// themselves (a message published meanwhile shows at the next page).
import { makeStyles, tokens } from '@fluentui/react-components';
import { useCallback, useState } from 'react';
import { MessageBanner } from '../../features/messages/components/message-banner.tsx';
import { PHONE_QUERY, useMediaQuery } from '../../lib/use-media-query.ts';
import { ConnectionBar } from './connection-bar.tsx';
import { FrameNavigationProvider, useFrameNavigation } from './frame-link.ts';
import { KeptListOutlet, useKeptListScroll } from './kept-list-outlet.tsx';
import { PageHeader } from './page-header.tsx';
import { SectionTabs } from './section-tabs.tsx';
import { SideNav } from './side-nav.tsx';
import { PrintHeader } from './print-header.tsx';
import { TopBar } from './top-bar.tsx';
import './print.css';

const useStyles = makeStyles({
  shell: {
    height: '100dvh',
    display: 'grid',
    gridTemplateRows: 'auto minmax(0, 1fr)',
    // An auto column would grow to the widest page content (a wide table) instead of letting it
    // scroll.
    gridTemplateColumns: 'minmax(0, 1fr)',
    backgroundColor: tokens.colorNeutralBackground3,
  },
  body: { display: 'flex', minHeight: 0 },
  main: {
    // The containing block of everything the page positions absolutely (a visually hidden caption):
    // without it such a box hangs off the document, which then scrolls the frame away.
    position: 'relative',
    flexGrow: 1,
    minWidth: 0,
    overflowY: 'auto',
    boxSizing: 'border-box',
    padding: `${tokens.spacingVerticalXL} ${tokens.spacingHorizontalXXL}`,
    '@media (max-width: 767px)': {
      padding: `${tokens.spacingVerticalL} ${tokens.spacingHorizontalL}`,
    },
  },
});

export function DashboardLayout() {
  const styles = useStyles();
  const isPhone = useMediaQuery(PHONE_QUERY);
  const [isNavOpen, setNavOpen] = useState(false);
  const toggleNav = useCallback(() => setNavOpen((open) => !open), []);
  const main = useKeptListScroll();
  const followLink = useFrameNavigation();

  return (
    <FrameNavigationProvider value={followLink}>
      <div className={styles.shell} data-app-shell>
        <TopBar isPhone={isPhone} onMenuClick={toggleNav} />
        <div className={styles.body} data-app-body>
          <SideNav isPhone={isPhone} isOpen={isNavOpen} onOpenChange={setNavOpen} />
          <main ref={main} className={styles.main} data-app-main>
            <PrintHeader />
            <ConnectionBar />
            <div data-print="hide">
              <MessageBanner />
            </div>
            <PageHeader />
            <div data-print="hide">
              <SectionTabs />
            </div>
            <KeptListOutlet />
          </main>
        </div>
      </div>
    </FrameNavigationProvider>
  );
}
