// The tabs of the section the page belongs to (see section-entries.ts); choosing one changes the address.
import { Tab, TabList, makeStyles, tokens } from '@fluentui/react-components';
import { useAtomValue } from 'jotai';
import { useLocation, useNavigate } from 'react-router-dom';
import { currentRoleAtom } from '../../lib/session.ts';
import { sectionAt } from './section-entries.ts';

// On phones the tab names wrap onto a second row rather than hiding the current one off screen
// (as the partners' type tabs do).
const useStyles = makeStyles({
  tabs: { marginBottom: tokens.spacingVerticalL, flexWrap: 'wrap', maxWidth: '100%' },
});

export function SectionTabs() {
  const styles = useStyles();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const role = useAtomValue(currentRoleAtom);
  const section = sectionAt(pathname, role);
  if (!section) return null;
  return (
    <TabList
      className={styles.tabs}
      selectedValue={section.current}
      aria-label={section.label}
      onTabSelect={(_, data) => {
        if (data.value !== section.current) void navigate(String(data.value));
      }}
    >
      {section.tabs.map((tab) => (
        <Tab key={tab.meta.path} value={tab.meta.path}>
          {tab.label}
        </Tab>
      ))}
    </TabList>
  );
}
