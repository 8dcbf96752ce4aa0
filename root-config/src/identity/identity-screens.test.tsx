import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import type { PortalSession } from '@seller-portal/platform';
import { SignIn, TESTIMONIALS } from '../shell/SignIn.js';
import {
  CreateJoinRequestMutation,
  IdentitySessionQuery,
  RegisterOrganizationMutation,
  VerifyEmailMutation,
} from './identity.queries.js';
import { IdentityFlow } from './IdentityFlow.js';
import { RequestOutcome } from './JoinRequestScreens.js';
import { INVALID_LINKING_URL, LinkAccounts } from './LinkAccounts.js';
import { Register } from './Register.js';
import { VerifyEmailCode } from './VerifyEmailCode.js';

type MockedResponse = MockLink.MockedResponse;

vi.mock('@seller-portal/platform', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@seller-portal/platform')>()),
  navigate: vi.fn(),
}));

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

describe('SignIn', () => {
  it('offers both sign-ins, 4 testimonials and the footer with the current year', () => {
    const onSignIn = vi.fn();
    const onSignInWithSso = vi.fn();
    render(<SignIn onSignIn={onSignIn} onSignInWithSso={onSignInWithSso} />);
    expect(screen.getByRole('heading', { name: 'Welcome to the Seller Portal' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    fireEvent.click(screen.getByRole('button', { name: 'Sign in with Sandbox SSO' }));
    expect(onSignIn).toHaveBeenCalledOnce();
    expect(onSignInWithSso).toHaveBeenCalledOnce();

    expect(TESTIMONIALS).toHaveLength(4);
    expect(screen.getByText(TESTIMONIALS[0].quote)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Testimonial 3' }));
    expect(screen.getByText(TESTIMONIALS[2].quote)).toBeTruthy();

    expect(screen.getByRole('link', { name: 'Terms' }).getAttribute('href')).toBe('/seller-terms');
    expect(screen.getByRole('link', { name: 'Privacy' }).getAttribute('href')).toBe('/privacy');
    expect(screen.getByRole('link', { name: 'Contact Us' })).toBeTruthy();
    expect(screen.getByText(new RegExp(String(new Date().getFullYear())))).toBeTruthy();
  });
});

describe('Register', () => {
  it('keeps Continue disabled until a field changes, and shows the spec messages for blank names without calling the API', async () => {
    render(
      <MockedProvider mocks={[]}>
        <Register onRegistered={vi.fn()} onLogOut={vi.fn()} />
      </MockedProvider>,
    );
    const continueButton = screen.getByRole('button', { name: 'Continue' }) as HTMLButtonElement;
    expect(continueButton.disabled).toBe(true);
    fireEvent.change(screen.getByLabelText('First Name'), { target: { value: '   ' } });
    expect(continueButton.disabled).toBe(false);
    fireEvent.click(continueButton);
    await screen.findByText('First name is required');
    expect(screen.getByText('Last name is required')).toBeTruthy();
    expect(screen.getByText('Company name is required')).toBeTruthy();
  });

  it('sends trimmed values, then runs the 4-slide tour; Skip Welcome Tour finishes it', async () => {
    const onRegistered = vi.fn(async () => undefined);
    const mocks: MockedResponse[] = [
      {
        request: {
          query: RegisterOrganizationMutation,
          variables: {
            input: { userFirstName: 'Rita', userLastName: 'Owner', sellerName: 'Rita Co', userTitle: null },
          },
        },
        result: {
          data: {
            registerOrganization: {
              __typename: 'RegisteredOrganization',
              organizationId: 'org-1',
              sellerName: 'Rita Co',
            },
          },
        },
      },
    ];
    render(
      <MockedProvider mocks={mocks}>
        <Register onRegistered={onRegistered} onLogOut={vi.fn()} />
      </MockedProvider>,
    );
    fireEvent.change(screen.getByLabelText('First Name'), { target: { value: ' Rita ' } });
    fireEvent.change(screen.getByLabelText('Last Name'), { target: { value: 'Owner ' } });
    fireEvent.change(screen.getByLabelText('Company Name'), { target: { value: 'Rita Co' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await screen.findByRole('heading', { name: 'Welcome' });
    for (const title of ['Boost', 'Trade', "Let's get started"]) {
      fireEvent.click(screen.getByRole('button', { name: 'Next' }));
      expect(screen.getByRole('heading', { name: title })).toBeTruthy();
    }
    expect(screen.getByRole('button', { name: 'Get Started' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Skip Welcome Tour' }));
    expect(onRegistered).toHaveBeenCalledOnce();
  });
});

describe('VerifyEmailCode', () => {
  const verify = (result: MockedResponse['result'] | undefined, error?: Error): MockedResponse => ({
    request: { query: VerifyEmailMutation, variables: { code: 'abc' } },
    ...(error ? { error } : { result }),
  });

  it.each([
    [
      'a wrong or reused code',
      verify({ errors: [new GraphQLError('x', { extensions: { code: 'BAD_USER_INPUT' } })] }),
      'This link is no longer active/valid',
    ],
    [
      'a provider failure',
      verify({ errors: [new GraphQLError('x', { extensions: { code: 'UPSTREAM_UNAVAILABLE' } })] }),
      'Something failed internally, please try again.',
    ],
    ['a verified code', verify({ data: { verifyEmail: true } }), 'Your email has been verified'],
  ])('shows the outcome of %s', async (_case, mock, text) => {
    render(
      <MockedProvider mocks={[mock]}>
        <VerifyEmailCode code="abc" onContinue={vi.fn()} />
      </MockedProvider>,
    );
    expect(await screen.findByRole('heading', { name: text })).toBeTruthy();
  });

  it('leads on from a link that is no longer valid: resend, or continue to the portal', async () => {
    const onContinue = vi.fn();
    render(
      <MockedProvider
        mocks={[verify({ errors: [new GraphQLError('x', { extensions: { code: 'BAD_USER_INPUT' } })] })]}
      >
        <VerifyEmailCode code="abc" onContinue={onContinue} />
      </MockedProvider>,
    );
    await screen.findByRole('heading', { name: 'This link is no longer active/valid' });
    expect(screen.getByRole('button', { name: 'Resend verification email' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Continue to Seller Portal' }));
    expect(onContinue).toHaveBeenCalledOnce();
  });
});

describe('ways forward from the identity screens', () => {
  it('lets a person on /register log out', () => {
    const onLogOut = vi.fn();
    render(
      <MockedProvider mocks={[]}>
        <Register onRegistered={vi.fn()} onLogOut={onLogOut} />
      </MockedProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Log out' }));
    expect(onLogOut).toHaveBeenCalledOnce();
  });

  it('gives the declined-request page a way to reach support', () => {
    render(<RequestOutcome onLogOut={vi.fn()} />);
    expect(screen.getByRole('link', { name: 'Contact support' }).getAttribute('href')).toBe(
      'mailto:support@seller-portal.example',
    );
    expect(screen.getByRole('button', { name: 'Log out' })).toBeTruthy();
  });
});

describe('LinkAccounts', () => {
  it('refuses a URL without session_token or state', () => {
    render(
      <MockedProvider mocks={[]}>
        <LinkAccounts
          sessionToken="token"
          state={null}
          session={{ user: null } as unknown as PortalSession}
        />
      </MockedProvider>,
    );
    expect(screen.getByText(INVALID_LINKING_URL)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to sign in' }).getAttribute('href')).toBe('/');
  });
});

describe('IdentityFlow', () => {
  const sessionMock = (
    session: Partial<{
      emailVerified: boolean;
      hasTenancy: boolean;
      canCreateNewTenancy: boolean;
      currentJoinRequest: { id: string; status: 'PENDING' | 'REJECTED' | 'APPROVED' } | null;
    }>,
  ): MockedResponse => ({
    request: { query: IdentitySessionQuery },
    result: {
      data: {
        session: {
          __typename: 'Session',
          emailVerified: true,
          hasTenancy: false,
          canCreateNewTenancy: false,
          organizationOwnerEmail: 'admin@acme.example',
          organizationOwnerFullName: 'Ada Admin',
          ...session,
          currentJoinRequest: session.currentJoinRequest
            ? { __typename: 'JoinRequestSummary', ...session.currentJoinRequest }
            : null,
        },
      },
    },
  });
  const flow = (mocks: MockedResponse[]) =>
    render(
      <MockedProvider mocks={mocks}>
        <IdentityFlow path="/" email="x@acme.example" onSessionChanged={vi.fn()} onLogOut={vi.fn()} />
      </MockedProvider>,
    );

  it('shows the declined page for a REJECTED join request and moves to /request-outcome', async () => {
    flow([sessionMock({ currentJoinRequest: { id: 'j1', status: 'REJECTED' } })]);
    await screen.findByRole('heading', { name: 'Your request join the company was declined' });
    expect(window.location.pathname).toBe('/request-outcome');
  });

  it('creates a join request when none exists and shows the pending page', async () => {
    const created = vi.fn(() => ({
      data: { createJoinRequest: { __typename: 'JoinRequestSummary', id: 'j2', status: 'PENDING' } },
    }));
    flow([
      sessionMock({}),
      { request: { query: CreateJoinRequestMutation }, result: created },
      sessionMock({ currentJoinRequest: { id: 'j2', status: 'PENDING' } }),
    ]);
    await screen.findByRole('heading', { name: 'Your company is already registered' });
    await waitFor(() => expect(created).toHaveBeenCalledOnce());
    expect(screen.getByText('Ada Admin')).toBeTruthy();
  });

  it('reports any other combination as the unexpected state', async () => {
    flow([sessionMock({ hasTenancy: true })]);
    await screen.findByRole('heading', { name: 'Something went wrong. Unexpected state' });
  });
});
