import { Suspense, useEffect, useMemo, useRef, useState } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import {
  Header,
  HeaderGlobalAction,
  HeaderGlobalBar,
  HeaderMenuButton,
  HeaderName,
  HeaderPanel,
  InlineNotification,
  Link,
  Loading,
  SideNav,
  SideNavItems,
  SideNavLink,
  SkipToContent,
} from '@carbon/react';
import { Logout, UserAvatar } from '@carbon/icons-react';
import {
  bannerFor,
  companyStateOf,
  isReachable,
  navigationFor,
  navigationItemAt,
  USER_SETTINGS_PATH,
} from '@seller-portal/shared/navigation';
import { getSession, navigate, useLocationPath, usePageStatus } from '@seller-portal/platform';
import { triggerAppChange } from 'single-spa';
import { gateApplications } from '../applications.js';
import { isLegalPath, LazyLegalPage, PortalFooter } from '../legal/legal-pages.js';
import { MarkInviteAcceptedMutation, ShellContextQuery } from './shell-context.query.js';
import { ErrorScreen, SCREEN_ID } from './ErrorScreen.js';
import { NotFound } from './NotFound.js';
import { LazyNotificationPanel, NotificationButton, useNotificationFeed } from './NotificationFeed.js';
import { ToastStack } from './ToastStack.js';

export interface ShellProps {
  /** Whether a registered application answers the current location (otherwise the not-found screen shows). */
  isKnownPath: () => boolean;
  /** Called once the shell knows who is signed in, so applications can mount into #portal-content. */
  onReady: () => void;
}

const MENU_BUTTON_ID = 'portal-menu-button';

/** The signed-in frame: header with the seller logo and user menu, navigation by company state and role, banners. */
export function Shell({ isKnownPath, onReady }: ShellProps) {
  const path = useLocationPath();
  const pageStatus = usePageStatus();
  // One header panel at a time: the user menu or the notification feed.
  const [panel, setPanel] = useState<'user-menu' | 'notifications' | null>(null);
  const userMenuOpen = panel === 'user-menu';
  const userMenuButton = useRef<HTMLButtonElement>(null);
  const notificationsButton = useRef<HTMLButtonElement>(null);
  const { feed: notifications, offered: notificationsOffered } = useNotificationFeed();
  // Below Carbon's lg breakpoint the side navigation is an overlay, closed until the header's menu button opens it.
  const [navOpen, setNavOpen] = useState(false);
  const { data, loading, error } = useQuery(ShellContextQuery);
  const ready = Boolean(data);
  // Pages follow the navigation's rules (company state and roles). The rule is in place before this render decides
  // between the page and the not-found screen, and before applications first mount; when the state or roles change
  // (an approval arrives live) the current page is evaluated again.
  const gateState = companyStateOf(data?.organization);
  const gateRoles = data?.viewer.roles.map((role) => role.name).join() ?? '';
  const gate = useMemo(
    () => (pathname: string) => isReachable(gateState, gateRoles.split(','), pathname),
    [gateState, gateRoles],
  );
  gateApplications(gate);
  const started = useRef(false);
  useEffect(() => {
    if (!ready) return;
    if (started.current) void triggerAppChange();
    else {
      started.current = true;
      onReady();
    }
  }, [ready, gate, onReady]);
  // An invited user is marked invite-accepted right after their first signed-in load (spec 02 section 4).
  const [markInviteAccepted] = useMutation(MarkInviteAcceptedMutation);
  const invitePending = data?.viewer.isInvitePending === true;
  useEffect(() => {
    if (invitePending) void markInviteAccepted().catch(() => undefined);
  }, [invitePending, markInviteAccepted]);

  const logOut = () => void getSession().signOut();
  if (error && !data) return <ErrorScreen onLogOut={logOut} />;
  if (loading && !data) return <Loading description="Loading the portal" withOverlay={false} />;

  const organization = data?.organization ?? null;
  const viewer = data?.viewer;
  const state = gateState;
  const items = navigationFor(state, gateRoles.split(','));
  // The item the page belongs to is highlighted there (Company on each company tab).
  const current = navigationItemAt(path);
  const banner = bannerFor(state);
  const displayName = [viewer?.firstName, viewer?.lastName].filter(Boolean).join(' ') || viewer?.email;

  // The shell's own pages (terms, privacy), then what micro-frontends reported; a path no one answers is not found.
  const screen = isLegalPath(path)
    ? 'legal'
    : pageStatus === 'shown' && !isKnownPath()
      ? 'not-found'
      : pageStatus;

  const go = (to: string) => (event: React.MouseEvent) => {
    event.preventDefault();
    setNavOpen(false);
    setPanel(null);
    navigate(to);
  };
  const closeUserMenu = (returnFocus: boolean) => {
    setPanel(null);
    if (returnFocus) userMenuButton.current?.focus();
  };

  return (
    <>
      <Header aria-label="Seller Portal">
        <SkipToContent href={screen === 'shown' ? '#portal-content' : `#${SCREEN_ID}`} />
        {items.length > 0 ? (
          <HeaderMenuButton
            id={MENU_BUTTON_ID}
            aria-label={navOpen ? 'Close menu' : 'Open menu'}
            aria-expanded={navOpen}
            isActive={navOpen}
            onClick={() => setNavOpen((open) => !open)}
          />
        ) : null}
        <HeaderName href="/" prefix="" onClick={go('/')}>
          {organization?.sellerLogoResourceUrl ? (
            <img className="portal-header__logo" src={organization.sellerLogoResourceUrl} alt="" />
          ) : null}
          <span className="portal-header__seller">{organization?.sellerName ?? 'Seller Portal'}</span>
        </HeaderName>
        <HeaderGlobalBar>
          {notificationsOffered ? (
            <NotificationButton
              ref={notificationsButton}
              unreadCount={notifications?.unreadCount ?? 0}
              open={panel === 'notifications'}
              onToggle={() => setPanel((current) => (current === 'notifications' ? null : 'notifications'))}
            />
          ) : null}
          <HeaderGlobalAction
            ref={userMenuButton}
            aria-label="User menu"
            aria-expanded={userMenuOpen}
            isActive={userMenuOpen}
            onClick={() => setPanel((current) => (current === 'user-menu' ? null : 'user-menu'))}
            tooltipAlignment="end"
          >
            <UserAvatar size={20} />
          </HeaderGlobalAction>
        </HeaderGlobalBar>
        <HeaderPanel expanded={userMenuOpen} className="portal-user-menu" addFocusListeners={false}>
          {/* Closed, the panel holds nothing: no hidden control takes a Tab stop. */}
          {userMenuOpen ? (
            <div
              role="group"
              aria-label="User menu"
              onKeyDown={(event) => {
                if (event.key === 'Escape') closeUserMenu(true);
              }}
              onBlur={(event) => {
                const to = event.relatedTarget;
                if (to && !event.currentTarget.contains(to) && to !== userMenuButton.current)
                  closeUserMenu(false);
              }}
            >
              <div className="portal-user-menu__who">
                <strong>{displayName}</strong>
                <span>{viewer?.email}</span>
              </div>
              <a
                className="portal-user-menu__item"
                href={USER_SETTINGS_PATH}
                onClick={go(USER_SETTINGS_PATH)}
              >
                User Settings
              </a>
              <button type="button" className="portal-user-menu__item" onClick={logOut}>
                <Logout size={16} /> Log out
              </button>
            </div>
          ) : null}
        </HeaderPanel>
        {panel === 'notifications' && notificationsOffered ? (
          <Suspense fallback={null}>
            <LazyNotificationPanel
              feed={notifications}
              button={notificationsButton}
              onClose={(returnFocus) => {
                setPanel(null);
                if (returnFocus) notificationsButton.current?.focus();
              }}
            />
          </Suspense>
        ) : null}
        {items.length > 0 ? (
          <SideNav
            aria-label="Side navigation"
            expanded={navOpen}
            onOverlayClick={() => setNavOpen(false)}
            onSideNavBlur={() =>
              // Leaving the navigation closes it, unless focus went to the menu button (whose click toggles).
              setTimeout(() => {
                if (document.activeElement?.id !== MENU_BUTTON_ID) setNavOpen(false);
              })
            }
            onKeyDown={(event: React.KeyboardEvent) => {
              if (event.key !== 'Escape' || !navOpen) return;
              setNavOpen(false);
              document.getElementById(MENU_BUTTON_ID)?.focus();
            }}
          >
            <SideNavItems>
              {items.map((item) => (
                <SideNavLink
                  key={item.id}
                  // Carbon takes the links out of the Tab order whenever the nav is not "expanded", even from lg up
                  // where it always shows; below lg the closed nav is inert, which does that itself.
                  tabIndex={0}
                  href={item.path}
                  isActive={item.id === current}
                  aria-current={item.id === current ? 'page' : undefined}
                  onClick={go(item.path)}
                >
                  {item.label}
                </SideNavLink>
              ))}
            </SideNavItems>
          </SideNav>
        ) : null}
      </Header>
      <ToastStack />
      <div className={`portal-frame${items.length > 0 ? ' portal-frame--with-nav' : ''}`}>
        {banner ? (
          // A banner with a link (spec 01 section 2) that never takes focus from what the user is doing. Carbon's
          // notifications hold no links, so the link sits beside the notification, drawn inside its box.
          <section
            aria-label="Company status"
            className={`portal-banner${banner.link ? ' portal-banner--with-link' : ''}`}
          >
            <InlineNotification kind="info" lowContrast hideCloseButton title={banner.text} />
            {banner.link ? (
              <Link href={banner.link.path} onClick={go(banner.link.path)} className="portal-banner__link">
                {banner.link.label}
              </Link>
            ) : null}
          </section>
        ) : null}
        {screen === 'legal' ? (
          <Suspense fallback={<Loading description="Loading" withOverlay={false} />}>
            <LazyLegalPage path={path} />
          </Suspense>
        ) : null}
        {screen === 'not-found' ? <NotFound /> : null}
        {screen === 'error' ? <ErrorScreen onLogOut={logOut} /> : null}
        {/* Applications mount here (single-spa); React leaves its children alone. */}
        <main id="portal-content" className="portal-content" tabIndex={-1} hidden={screen !== 'shown'} />
        <PortalFooter onNavigate={(to) => navigate(to)} />
      </div>
    </>
  );
}
