import { useEffect, useState } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import {
  ActionableNotification,
  Header,
  HeaderGlobalAction,
  HeaderGlobalBar,
  HeaderName,
  HeaderPanel,
  InlineNotification,
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
  navigationFor,
  type NavigationItem,
} from '@seller-portal/shared/navigation';
import { getSession, navigate, useLocationPath, usePageStatus } from '@seller-portal/platform';
import { MarkInviteAcceptedMutation, ShellContextQuery } from './shell-context.query.js';
import { ErrorScreen } from './ErrorScreen.js';
import { NotFound } from './NotFound.js';
import { ToastStack } from './ToastStack.js';

export interface ShellProps {
  /** Whether a registered application answers the current location (otherwise the not-found screen shows). */
  isKnownPath: () => boolean;
  /** Called once the shell knows who is signed in, so applications can mount into #portal-content. */
  onReady: () => void;
}

function isCurrent(item: NavigationItem, path: string): boolean {
  return item.path === '/' ? path === '/' : path === item.path || path.startsWith(`${item.path}/`);
}

/** The signed-in frame: header with the seller logo and user menu, navigation by company state and role, banners. */
export function Shell({ isKnownPath, onReady }: ShellProps) {
  const path = useLocationPath();
  const pageStatus = usePageStatus();
  const [userMenuOpen, setUserMenuOpen] = useState(false);
  const { data, loading, error } = useQuery(ShellContextQuery);
  const ready = Boolean(data);
  useEffect(() => {
    if (ready) onReady();
  }, [ready, onReady]);
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
  const state = companyStateOf(organization);
  const items = navigationFor(state, viewer?.roles.map((role) => role.name) ?? []);
  const banner = bannerFor(state);
  const displayName = [viewer?.firstName, viewer?.lastName].filter(Boolean).join(' ') || viewer?.email;

  // What micro-frontends reported; a path no application answers is not found.
  const screen = pageStatus === 'shown' && !isKnownPath() ? 'not-found' : pageStatus;

  const go = (to: string) => (event: React.MouseEvent) => {
    event.preventDefault();
    navigate(to);
  };

  return (
    <>
      <Header aria-label="Seller Portal">
        <SkipToContent href="#portal-content" />
        <HeaderName href="/" prefix="" onClick={go('/')}>
          {organization?.sellerLogoResourceUrl ? (
            <img className="portal-header__logo" src={organization.sellerLogoResourceUrl} alt="" />
          ) : null}
          <span className="portal-header__seller">{organization?.sellerName ?? 'Seller Portal'}</span>
        </HeaderName>
        <HeaderGlobalBar>
          <HeaderGlobalAction
            aria-label="User menu"
            aria-expanded={userMenuOpen}
            isActive={userMenuOpen}
            onClick={() => setUserMenuOpen((open) => !open)}
            tooltipAlignment="end"
          >
            <UserAvatar size={20} />
          </HeaderGlobalAction>
        </HeaderGlobalBar>
        <HeaderPanel expanded={userMenuOpen} aria-label="User menu" className="portal-user-menu">
          <div className="portal-user-menu__who">
            <strong>{displayName}</strong>
            <span>{viewer?.email}</span>
          </div>
          <button type="button" className="portal-user-menu__item" onClick={logOut}>
            <Logout size={16} /> Log out
          </button>
        </HeaderPanel>
        {items.length > 0 ? (
          <SideNav aria-label="Side navigation" expanded isPersistent>
            <SideNavItems>
              {items.map((item) => (
                <SideNavLink
                  key={item.id}
                  href={item.path}
                  isActive={isCurrent(item, path)}
                  aria-current={isCurrent(item, path) ? 'page' : undefined}
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
        {banner?.kind === 'onboarding' && banner.link ? (
          <ActionableNotification
            kind="info"
            lowContrast
            inline
            hideCloseButton
            title={banner.text}
            actionButtonLabel={banner.link.label}
            onActionButtonClick={() => navigate(banner.link!.path)}
            className="portal-banner"
          />
        ) : null}
        {banner?.kind === 'underwriting' ? (
          <InlineNotification
            kind="info"
            lowContrast
            hideCloseButton
            title={banner.text}
            className="portal-banner"
          />
        ) : null}
        {screen === 'not-found' ? <NotFound /> : null}
        {screen === 'error' ? <ErrorScreen onLogOut={logOut} /> : null}
        {/* Applications mount here (single-spa); React leaves its children alone. */}
        <main id="portal-content" className="portal-content" tabIndex={-1} hidden={screen !== 'shown'} />
      </div>
    </>
  );
}
