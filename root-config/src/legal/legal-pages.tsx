import { lazyComponent } from '@seller-portal/platform';

/** The shell's own pages: Terms and Privacy, reachable signed in and signed out (spec 02 section 2, footer links). */
export const LEGAL_PATHS = { terms: '/seller-terms', privacy: '/privacy' } as const;

export const SUPPORT_EMAIL = 'support@seller-portal.example';

export const isLegalPath = (path: string): boolean =>
  Object.values<string>(LEGAL_PATHS).includes(path.replace(/\/+$/, ''));

/** Their text loads only when one of them is opened. */
export const LazyLegalPage = lazyComponent(() => import('./LegalPage.js'), 'LegalPage');

/**
 * Terms, Privacy and Contact Us, with the current year. Signed in, `onNavigate` moves between screens without a
 * reload; signed out, the links load the page.
 */
export function PortalFooter({ onNavigate }: { onNavigate?: (path: string) => void }) {
  const link = (path: string, label: string) => (
    <a
      href={path}
      onClick={
        onNavigate
          ? (event) => {
              event.preventDefault();
              onNavigate(path);
            }
          : undefined
      }
    >
      {label}
    </a>
  );
  return (
    <footer className="portal-footer">
      {link(LEGAL_PATHS.terms, 'Terms')}
      {link(LEGAL_PATHS.privacy, 'Privacy')}
      <a href={`mailto:${SUPPORT_EMAIL}`}>Contact Us</a>
      <span>© {new Date().getFullYear()} Seller Portal</span>
    </footer>
  );
}
