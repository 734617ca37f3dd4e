// The office's messages for the user's role (GET /messages/active) above every dashboard page, as
// Fluent message bars that can be closed; a closed one stays closed for that user on this device.
// Read receipts: a message shows its title marked "Nuevo" until the user opens it with
// "Leer", which shows its text and records the read; an opened one is marked "Leído" and stays
// folded on later visits (it can be opened again). Closing a message does not count as reading it.
// On a phone a folded message takes one line (its title cut short), and several messages take the
// line of the first one, with "+n" to show the others, so the page's data comes first. A message
// the office publishes while the user is on a page (the banner's list is asked again after a save
// that went through the outbox, say) shows at the user's next page: it never pushes the page down
// under a finger about to tap.
import { useQuery } from '@tanstack/react-query';
import {
  Badge,
  Button,
  MessageBar,
  MessageBarActions,
  MessageBarBody,
  MessageBarTitle,
  makeStyles,
  mergeClasses,
  tokens,
} from '@fluentui/react-components';
import { DismissRegular } from '@fluentui/react-icons';
import { useAtomValue } from 'jotai';
import { memo, useLayoutEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import type { ActiveMessage } from '../../../../domain/messages.ts';
import { formatDate } from '../../../lib/format.ts';
import { sessionOwnerOf, userDetailsAtom } from '../../../lib/session.ts';
import { PHONE_QUERY, useMediaQuery } from '../../../lib/use-media-query.ts';
import { markMessageRead } from '../api/mark-message-read.ts';
import { readBannerHeight, readDismissed, writeBannerHeight, writeDismissed } from '../dismissed-messages.ts';
import { messageOpened, messageQueries } from '../queries.ts';
import { messageStrings } from '../strings.ts';

const text = messageStrings.banner;

const useStyles = makeStyles({
  stack: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
    marginBottom: tokens.spacingVerticalL,
  },
  // The space of the banner as last shown, while its messages load (no shift when they arrive).
  reserved: { marginBottom: tokens.spacingVerticalL },
  heading: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    columnGap: tokens.spacingHorizontalS,
    rowGap: tokens.spacingVerticalXXS,
  },
  title: { overflowWrap: 'anywhere' },
  oneLine: { flexWrap: 'nowrap', minWidth: 0 },
  cutTitle: { minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
  // Fluent's single-line body lets its text run on; here it ends in an ellipsis instead.
  oneLineBody: { minWidth: 0, overflow: 'hidden' },
  body: {
    display: 'block',
    marginTop: tokens.spacingVerticalXS,
    whiteSpace: 'pre-line',
    overflowWrap: 'anywhere',
  },
  until: {
    display: 'block',
    marginTop: tokens.spacingVerticalXXS,
    color: tokens.colorNeutralForeground3,
    fontSize: tokens.fontSizeBase200,
  },
});

interface PerUser {
  userId: number;
  ids: number[];
}

/**
 * The page the user is on (who, as which role, where), with the messages that were in when they
 * came: null while the first answer was still on its way then (it shows, in the room kept for it).
 */
interface OnPage {
  owner: string | null;
  pathname: string;
  ids: number[] | null;
}

/** The messages opened by this user in this banner. */
function openedIds(openNow: PerUser | null, userId: number | null): number[] {
  return openNow !== null && openNow.userId === userId ? openNow.ids : [];
}

/** Memoised: the dashboard's frame renders again for its own state (the drawer); the banner follows the address itself. */
export const MessageBanner = memo(function MessageBanner() {
  const styles = useStyles();
  const user = useAtomValue(userDetailsAtom);
  const userId = user?.id ?? null;
  // The banner is a courtesy: if it cannot load, the page works without it. The cache is emptied
  // when another user signs in on this device, so nothing of the previous one shows.
  const query = useQuery({ ...messageQueries.active(), enabled: userId !== null });
  const messages = query.data;
  const [dismissedNow, setDismissedNow] = useState<PerUser | null>(null);
  const [openNow, setOpenNow] = useState<PerUser | null>(null);
  const [isAllShown, setAllShown] = useState(false);
  const isPhone = useMediaQuery(PHONE_QUERY);
  const section = useRef<HTMLElement>(null);
  const { pathname } = useLocation();
  const [onPage, setOnPage] = useState<OnPage | null>(null);
  const owner = sessionOwnerOf(user);
  const isThisPage = onPage !== null && onPage.owner === owner && onPage.pathname === pathname;
  const idsNow = messages ? messages.map((message) => message.id) : query.isPending ? null : [];
  if (userId !== null && (!isThisPage || (onPage.ids === null && idsNow !== null))) {
    setOnPage({ owner, pathname, ids: idsNow });
  }

  // Once the messages are in, the room the banner takes (0 when none shows) is remembered for the
  // next first render; a message opened or shown in full is not the banner's first look.
  const isFirstLook = openedIds(openNow, userId).length === 0 && !isAllShown;
  useLayoutEffect(() => {
    if (userId === null || !messages || !isFirstLook) return;
    writeBannerHeight(userId, isPhone, section.current?.offsetHeight ?? 0);
  });

  if (userId === null) return null;
  if (!messages) {
    const reserved = query.isPending ? readBannerHeight(userId, isPhone) : 0;
    return reserved > 0 ? (
      <div className={styles.reserved} style={{ height: `${reserved}px` }} aria-hidden="true" />
    ) : null;
  }
  const dismissed = dismissedNow?.userId === userId ? dismissedNow.ids : readDismissed(userId);
  const open = openedIds(openNow, userId);

  const dismiss = (id: number) => {
    const next = [...dismissed, id];
    setDismissedNow({ userId, ids: next });
    // Only ids of messages still active are kept: expired ones never come back.
    writeDismissed(
      userId,
      next.filter((known) => messages.some((message) => message.id === known)),
    );
  };

  const toggle = (message: ActiveMessage) => {
    const isOpen = open.includes(message.id);
    setOpenNow({ userId, ids: isOpen ? open.filter((id) => id !== message.id) : [...open, message.id] });
    // Opening it is reading it; the first time is recorded. If that fails the text still shows and
    // it stays "Nuevo", so the next opening records it.
    if (!isOpen && message.readAt === null) {
      markMessageRead(message.id).then(
        ({ readAt }) => messageOpened(message.id, readAt),
        () => undefined,
      );
    }
  };

  const arrived = isThisPage ? (onPage.ids ?? []) : [];
  const shown = messages.filter((message) => arrived.includes(message.id) && !dismissed.includes(message.id));
  if (shown.length === 0) return null;
  const isFolded = isPhone && !isAllShown && open.length === 0;
  const listed = isFolded ? shown.slice(0, 1) : shown;
  const hiddenCount = shown.length - listed.length;
  return (
    <section ref={section} className={styles.stack} aria-label={text.label}>
      {listed.map((message) => {
        const isOpen = open.includes(message.id);
        const bodyId = `office-message-${message.id}`;
        const isOneLine = isPhone && !isOpen;
        return (
          <MessageBar key={message.id} intent="info" layout={isOneLine ? 'singleline' : 'multiline'}>
            <MessageBarBody className={isOneLine ? styles.oneLineBody : undefined}>
              <span className={mergeClasses(styles.heading, isOneLine && styles.oneLine)}>
                <MessageBarTitle className={isOneLine ? styles.cutTitle : styles.title}>
                  {message.title}
                </MessageBarTitle>
                {message.readAt === null ? (
                  <Badge appearance="filled" color="brand" size="small">
                    {text.unread}
                  </Badge>
                ) : (
                  <Badge appearance="outline" color="informative" size="small">
                    {text.read}
                  </Badge>
                )}
              </span>
              {isOpen ? (
                <span id={bodyId} className={styles.body}>
                  {message.body}
                  {message.activeTo ? (
                    <span className={styles.until}>{text.until(formatDate(message.activeTo))}</span>
                  ) : null}
                </span>
              ) : null}
            </MessageBarBody>
            <MessageBarActions
              containerAction={
                <Button
                  appearance="transparent"
                  icon={<DismissRegular />}
                  aria-label={text.dismiss(message.title)}
                  onClick={() => dismiss(message.id)}
                />
              }
            >
              <Button
                size="small"
                aria-expanded={isOpen}
                aria-controls={isOpen ? bodyId : undefined}
                aria-label={isOpen ? text.hideLabel(message.title) : text.openLabel(message.title)}
                onClick={() => toggle(message)}
              >
                {isOpen ? text.hide : text.open}
              </Button>
              {hiddenCount > 0 ? (
                <Button
                  size="small"
                  aria-label={text.moreLabel(hiddenCount)}
                  onClick={() => setAllShown(true)}
                >
                  {text.more(hiddenCount)}
                </Button>
              ) : null}
            </MessageBarActions>
          </MessageBar>
        );
      })}
    </section>
  );
});
