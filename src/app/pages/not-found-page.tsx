// An address that leads nowhere: said plainly, with a way home, instead of a silent
// bounce to the home page. Inside the dashboard it sits in the frame (the menu stays at hand); at
// the root it stands alone, and "Ir al inicio" lets the guard send each person to their own home.
import { Button } from '@fluentui/react-components';
import { useLocation } from 'react-router-dom';
import { uiStrings } from '../../lib/ui/ui-strings.ts';
import { usePageNoticeStyles } from './page-notice-styles.ts';
import { Notice } from '../../lib/ui/notice.tsx';

const text = uiStrings.notFoundPage;

export function NotFoundPage() {
  const styles = usePageNoticeStyles();
  const isInDashboard = useLocation().pathname.startsWith('/dashboard');
  const content = (
    <div className={styles.box}>
      <Notice intent="warning" title={text.title}>
        {text.body}
      </Notice>
      <div>
        <Button as="a" appearance="primary" href={isInDashboard ? '/dashboard' : '/'}>
          {text.home}
        </Button>
      </div>
    </div>
  );
  return isInDashboard ? content : <main className={styles.alone}>{content}</main>;
}
